import { useContext, useEffect, useState, type ReactNode } from 'react';
import { Button, I18nProvider, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import type { Language, Translate } from '@halaqa/shared/i18n/index';
import { callApi } from '../api-client';
import { useHydrated } from '../use-hydrated';
import { InertTrigger } from './InertTrigger';
import { PopoverContainer } from './popover-container';

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

/** Where the account menu leads, by the user's rights; the header's script-free menu lists the same links. */
export function accountLinks(user: HeaderUser, t: Translate, toGrade: number | null = null): { href: string; label: ReactNode; text: string }[] {
  return [
    { href: '/profile', label: t('account.account'), text: t('account.account') },
    { href: '/dashboard', label: t('account.dashboard'), text: t('account.dashboard') },
    { href: '/users/me/scores', label: t('account.scores'), text: t('account.scores') },
    ...(user.canOpenAdminPanel ? [{ href: '/admin', label: t('account.adminPanel'), text: t('account.adminPanel') }] : []),
    ...(user.teacherArea ? [{ href: '/teacher', label: <TeacherLabel count={toGrade} t={t} />, text: t('account.teacher') }] : []),
  ];
}

/**
 * The account menu (platform-core §2): account, dashboard, scores, admin panel and teacher by
 * rights, sign out. React Aria's menu (issue #15): arrow keys, Escape, focus return, and a popover
 * that flips and shifts to stay on the screen, mirrored in right-to-left by the page's language.
 */
export function AccountMenu({ user, language, t }: { user: HeaderUser; language: Language; t: Translate }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const toGrade = useToGradeCount(open && user.teacherArea);
  const portalContainer = useContext(PopoverContainer);
  async function signOut() {
    await callApi('POST', '/api/users/logout').catch(() => null);
    window.location.assign('/sign-in');
  }
  const name = <bdi>{user.name}</bdi>;
  if (!hydrated) {
    return (
      <InertTrigger wrapperClass="account-menu" buttonClass="account-button">
        {name}
      </InertTrigger>
    );
  }
  return (
    <I18nProvider locale={language}>
      <div className="account-menu">
        <MenuTrigger isOpen={open} onOpenChange={setOpen}>
          <Button className="account-button">{name}</Button>
          <Popover className="popover account-popover" placement="bottom end" UNSTABLE_portalContainer={portalContainer}>
            <Menu aria-label={t('account.menu')} className="menu">
              {accountLinks(user, t, toGrade).map((item) => (
                <MenuItem key={item.href} id={item.href} href={item.href} textValue={item.text}>
                  {item.label}
                </MenuItem>
              ))}
              <MenuItem id="sign-out" onAction={() => void signOut()}>
                {t('common.signOut')}
              </MenuItem>
            </Menu>
          </Popover>
        </MenuTrigger>
      </div>
    </I18nProvider>
  );
}
