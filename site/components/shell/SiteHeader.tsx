import type { NavLink } from '@halaqa/shared/header-rules';
import { translatorFor, type Language } from '@halaqa/shared/i18n/index';
import { withReturnPath } from '@halaqa/shared/return-path';
import { keepServerHtml } from '../kept-server-html';
import { AccountMenu, accountLinks, type HeaderUser } from './AccountMenu';
import { Icon } from './Icon';
import { LanguageSwitcher } from './LanguageSwitcher';
import { NotificationBell } from './NotificationBell';
import { ASTRO_RENDERER } from './CrashScreen';

export interface SiteHeaderProps {
  language: Language;
  siteName: string;
  /** URL of the logo, or empty. */
  logoUrl: string;
  links: NavLink[];
  /** The link among `links` naming the page shown (marked as the current page), or null. */
  currentLink: string | null;
  /**
   * Where a visitor's sign-up and sign-in links bring them back to (the page's path); null for
   * a signed-in user. Nothing else of the page is a prop, so a user's header is the same HTML on
   * every page, and the server keeps it (keepServerHtml).
   */
  returnPath: string | null;
  corners: 'square' | 'rounded';
  cartMode: boolean;
  user: HeaderUser | null;
}

/**
 * The site header (platform-core §2): fixed, transparent until the page scrolls, then the theme
 * colour. Rendered on the server only, for visitors and signed-in users alike; site-header.ts
 * does in the browser what it must (issue #15 for visitors, issue #44 item 14 for signed-in
 * users: no React in the header). Below 768px the links move into a drawer that slides in from
 * the end side (the right, or the left in right-to-left languages), the browser's own modal
 * `<dialog>`, and the account block moves into it while it is open; before the script runs, a
 * disclosure holds the same links (phones without JavaScript).
 */
function SiteHeader(props: SiteHeaderProps) {
  const { language, siteName, logoUrl, links, currentLink, returnPath, corners, cartMode, user } = props;
  const t = translatorFor(language);

  const brand = (
    <a className="brand" href="/">
      {logoUrl ? <img src={logoUrl} alt="" width={32} height={32} /> : null}
      <span>{siteName}</span>
    </a>
  );
  const navigation = (
    <ul className="nav-links">
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} aria-current={link.href === currentLink ? 'page' : undefined}>
            {t(`nav.${link.key}`)}
          </a>
        </li>
      ))}
    </ul>
  );
  // Only visitors see it: a signed-in header does not work out the return links (two URL parses).
  const signUpAndIn = user ? null : (
    <>
      <a className="button" href={withReturnPath('/sign-up', returnPath ?? '/')}>
        {t('common.signUp')}
      </a>
      <a className="button secondary" href={withReturnPath('/sign-in', returnPath ?? '/')}>
        {t('common.signIn')}
      </a>
    </>
  );
  const menuButtonContent = (
    <>
      <Icon name="menu" />
      <span className="visually-hidden">{t('nav.openMenu')}</span>
    </>
  );

  return (
    <header className="site-header" data-scrolled="false" data-corners={corners} data-cart-mode={cartMode}>
      {brand}
      <nav className="desktop-nav" aria-label={siteName}>
        {navigation}
      </nav>
      <div className="header-actions">
        {cartMode ? (
          // Named by its (visually hidden) text rather than aria-label: a label that differs from
          // the visible badge fails axe's label-content-name-mismatch.
          <a className="cart-link" href="/cart">
            <Icon name="cart" />
            {/* The label with a {{count}} slot, for header-cart.ts, which keeps the count from the stored cart. */}
            <span className="visually-hidden" data-cart-label={t('nav.cart', { count: '{{count}}' })}>
              {t('nav.cart', { count: 0 })}
            </span>
            {/* No badge for an empty cart: a red "0" read as a warning (issue #44). */}
            <span className="badge" data-testid="cart-count" aria-hidden="true" hidden>
              0
            </span>
          </a>
        ) : null}
        <LanguageSwitcher language={language} t={t} userSettings={user ? user.settings : null} />
        {/* Hidden by CSS on a phone, where header-drawer.ts moves what it holds into the drawer while it is open. */}
        <div className="desktop-account" data-account="">
          {user ? (
            <>
              <NotificationBell t={t} />
              <AccountMenu user={user} t={t} />
            </>
          ) : (
            signUpAndIn
          )}
        </div>
        {/* The menu without script: a disclosure the browser opens by itself, with the links and the account's pages. */}
        <details className="mobile-only menu-fallback">
          <summary className="icon-button menu-button" data-testid="menu-button">
            {menuButtonContent}
          </summary>
          <div className="menu-fallback-panel">
            <nav aria-label={siteName}>{navigation}</nav>
            {user ? (
              <ul className="nav-links">
                {accountLinks(user, t).map((item) => (
                  <li key={item.href}>
                    <a href={item.href}>{item.text}</a>
                  </li>
                ))}
              </ul>
            ) : (
              <div className="drawer-account">{signUpAndIn}</div>
            )}
          </div>
        </details>
        {/*
          The browser's modal dialog: Escape closes it, the focus stays in it and goes back to the
          menu button. header-drawer.ts puts that button in the disclosure's place and opens this.
        */}
        <dialog className="drawer" data-testid="drawer" aria-label={t('nav.menu')}>
          <div className="drawer-body">
            <button type="button" className="icon-button drawer-close" data-close-drawer="">
              <Icon name="close" />
              <span className="visually-hidden">{t('nav.closeMenu')}</span>
            </button>
            {brand}
            <nav aria-label={siteName}>{navigation}</nav>
            <div className="drawer-account" data-drawer-account="" />
          </div>
        </dialog>
      </div>
    </header>
  );
}

// Never hydrated, so no island: no texts module, no crash boundary (React's run only in the
// browser). Tagged with its renderer, as islands are (CrashScreen.tsx says why), and kept for
// signed-in users only: a visitor's header names the page (its sign-in return path).
export default keepServerHtml(Object.assign(SiteHeader, { [ASTRO_RENDERER]: '@astrojs/react' }), (props: SiteHeaderProps) => props.user !== null);
