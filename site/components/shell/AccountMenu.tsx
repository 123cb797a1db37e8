import { useState } from 'react';
import type { Translate } from '@halaqa/shared/i18n/index';
import { callApi } from '../api-client';
import { useHydrated } from '../use-hydrated';

export interface HeaderUser {
  name: string;
  canOpenAdminPanel: boolean;
  isTeacher: boolean;
  settings: string;
}

/** The account menu (platform-core §2): account, dashboard, scores, admin panel and teacher by rights, sign out. */
export function AccountMenu({ user, t }: { user: HeaderUser; t: Translate }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  async function signOut() {
    setOpen(false);
    await callApi('POST', '/api/users/logout').catch(() => null);
    window.location.assign('/sign-in');
  }
  const items = [
    { href: '/profile', label: t('account.account') },
    { href: '/dashboard', label: t('account.dashboard') },
    { href: '/users/me/scores', label: t('account.scores') },
    ...(user.canOpenAdminPanel ? [{ href: '/admin', label: t('account.adminPanel') }] : []),
    ...(user.isTeacher ? [{ href: '/teacher', label: t('account.teacher') }] : []),
  ];
  return (
    <div className="account-menu">
      <button type="button" disabled={!hydrated} className="account-button" aria-expanded={open} aria-haspopup="menu" onClick={() => setOpen(!open)}>
        {user.name}
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
