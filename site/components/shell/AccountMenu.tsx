import type { Translate } from '@halaqa/shared/i18n/index';

export interface HeaderUser {
  name: string;
  canOpenAdminPanel: boolean;
  /** The Teacher item: teachers, and the owner and admins who manage courses (issue #14). */
  teacherArea: boolean;
  settings: string;
}

/** Where the account menu leads, by the user's rights; the header's script-free menu lists the same links. */
export function accountLinks(user: HeaderUser, t: Translate): { href: string; text: string }[] {
  return [
    { href: '/profile', text: t('account.account') },
    { href: '/dashboard', text: t('account.dashboard') },
    { href: '/users/me/scores', text: t('account.scores') },
    ...(user.canOpenAdminPanel ? [{ href: '/admin', text: t('account.adminPanel') }] : []),
    ...(user.teacherArea ? [{ href: '/teacher', text: t('account.teacher') }] : []),
  ];
}

/**
 * The account menu (platform-core §2): account, dashboard, scores, admin panel and teacher by
 * rights, sign out. The server draws it whole, closed, its button disabled until
 * header-account-menu.ts makes it a menu button (arrow keys, Escape, focus return; issue #44
 * item 14: a signed-in page ships no React for its header). The Teacher item carries the
 * "N to grade" wording as a template, which the script fills with the count it asks for.
 */
export function AccountMenu({ user, t }: { user: HeaderUser; t: Translate }) {
  return (
    <div className="account-menu" data-account-menu="">
      <button type="button" className="account-button" disabled aria-haspopup="menu" aria-expanded="false">
        <bdi>{user.name}</bdi>
      </button>
      <div className="popover account-popover" role="menu" aria-label={t('account.menu')} hidden>
        {accountLinks(user, t).map((item) => (
          <a
            key={item.href}
            role="menuitem"
            tabIndex={-1}
            href={item.href}
            data-to-grade={item.href === '/teacher' ? t('account.teacherToGrade', { count: '{{count}}' }) : undefined}
          >
            {item.text}
          </a>
        ))}
        <button type="button" role="menuitem" tabIndex={-1} data-sign-out="">
          {t('common.signOut')}
        </button>
      </div>
    </div>
  );
}
