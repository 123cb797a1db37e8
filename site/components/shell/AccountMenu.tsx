import { useEffect, useState, type ReactNode } from 'react';
import type { Translate } from '@halaqa/shared/i18n/index';
import { callApi } from '../api-client';
import { useHydrated } from '../use-hydrated';

export interface HeaderUser {
  name: string;
  canOpenAdminPanel: boolean;
  /** The Teacher item: teachers, and the owner and admins who manage courses (issue #14). */
  teacherArea: boolean;
  settings: string;
}

/**
 * How much work waits for a teacher (GET /api/teacher/to-grade/count), asked each time the menu
 * opens rather than with every page: the header is on every page, and its count would cost every
 * page a teacher opens a statement, for a number seen only in the open menu. Null until known,
 * and when the call fails (the item then shows no badge).
 */
function useToGradeCount(asking: boolean): number | null {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    if (!asking) return;
    let current = true;
    callApi<{ count: number }>('GET', '/api/teacher/to-grade/count')
      .then((result) => current && setCount(result.data?.count ?? null))
      .catch(() => current && setCount(null));
    return () => {
      current = false;
    };
  }, [asking]);
  return count;
}

/** "Teacher", with the work waiting as a badge, read out as one phrase ("Teacher, 3 to grade"). */
function TeacherLabel({ count, t }: { count: number | null; t: Translate }) {
  if (!count) return t('account.teacher');
  return (
    <>
      <span aria-hidden="true">
        {t('account.teacher')} <span className="badge" data-testid="to-grade-badge">{count}</span>
      </span>
      <span className="visually-hidden">{t('account.teacherToGrade', { count })}</span>
    </>
  );
}

/** The account menu (platform-core §2): account, dashboard, scores, admin panel and teacher by rights, sign out. */
export function AccountMenu({ user, t }: { user: HeaderUser; t: Translate }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const toGrade = useToGradeCount(open && user.teacherArea);
  async function signOut() {
    setOpen(false);
    await callApi('POST', '/api/users/logout').catch(() => null);
    window.location.assign('/sign-in');
  }
  const items: { href: string; label: ReactNode }[] = [
    { href: '/profile', label: t('account.account') },
    { href: '/dashboard', label: t('account.dashboard') },
    { href: '/users/me/scores', label: t('account.scores') },
    ...(user.canOpenAdminPanel ? [{ href: '/admin', label: t('account.adminPanel') }] : []),
    ...(user.teacherArea ? [{ href: '/teacher', label: <TeacherLabel count={toGrade} t={t} /> }] : []),
  ];
  return (
    <div className="account-menu">
      <button type="button" disabled={!hydrated} className="account-button" aria-expanded={open} aria-haspopup="menu" onClick={() => setOpen(!open)}>
        <bdi>{user.name}</bdi>
      </button>
      {open ? (
        <ul role="menu" aria-label={t('account.menu')} className="menu">
          {items.map((item) => (
            <li key={item.href} role="none">
              <a role="menuitem" href={item.href}>
                {item.label}
              </a>
            </li>
          ))}
          <li role="none">
            <button type="button" role="menuitem" className="link-button" onClick={() => void signOut()}>
              {t('common.signOut')}
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
