import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import type { NavLink } from '@halaqa/shared/header-rules';
import { withReturnPath } from '@halaqa/shared/return-path';
import { $cart, restoreCart } from '../../stores/cart';
import { useHydrated } from '../use-hydrated';
import { useMediaQuery } from '../use-media-query';
import { useTranslator, type TranslatedProps } from '../use-translator';
import { AccountMenu, type HeaderUser } from './AccountMenu';
import { Icon } from './Icon';
import { LanguageSwitcher } from './LanguageSwitcher';
import { NotificationBell } from './NotificationBell';
import { withCrashScreenAndTexts } from './CrashScreen';
import textsOf from 'virtual:island-texts/site-header';

export interface SiteHeaderProps extends TranslatedProps {
  siteName: string;
  /** URL of the logo, or empty. */
  logoUrl: string;
  links: NavLink[];
  currentPath: string;
  corners: 'square' | 'rounded';
  cartMode: boolean;
  user: HeaderUser | null;
}

/**
 * The site header (platform-core §2): fixed, transparent until the page scrolls, then the theme
 * colour. Below 768px the links move into a drawer that slides in from the end side (the right,
 * or the left in right-to-left languages) with the logo, name, links, notifications and account.
 */
function SiteHeader(props: SiteHeaderProps) {
  const { language, messages, siteName, logoUrl, links, currentPath, corners, cartMode, user } = props;
  const t = useTranslator(language, messages);
  const [scrolled, setScrolled] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const cart = useStore($cart);
  // platform-core §9: below 768px the layout is mobile. The account block is rendered once, in
  // the header or in the drawer, so the bell loads its notifications once.
  const mobile = useMediaQuery('(max-width: 767.98px)');
  const hydrated = useHydrated();
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  // Open, the drawer takes the focus; Escape closes it (issue #15) and the focus goes back to the
  // menu button. A dialog opened inside it (all notifications) closes first on its own Escape.
  useEffect(() => {
    if (!drawerOpen) return;
    closeButton.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || document.querySelector('dialog[open]')) return;
      setDrawerOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [drawerOpen]);

  useEffect(() => {
    restoreCart();
    const onScroll = () => setScrolled(window.scrollY > 0);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

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
          <a href={link.href} aria-current={link.href === currentPath ? 'page' : undefined}>
            {t(`nav.${link.key}`)}
          </a>
        </li>
      ))}
    </ul>
  );
  const account = user ? (
    <>
      <NotificationBell language={language} t={t} />
      <AccountMenu user={user} t={t} />
    </>
  ) : (
    <>
      <a className="button" href={withReturnPath('/sign-up', currentPath)}>
        {t('common.signUp')}
      </a>
      <a className="button secondary" href={withReturnPath('/sign-in', currentPath)}>
        {t('common.signIn')}
      </a>
    </>
  );

  return (
    <header className="site-header" data-scrolled={scrolled} data-corners={corners} data-cart-mode={cartMode}>
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
            <span className="visually-hidden">{t('nav.cart', { count: cart.length })}</span>
            <span className="badge" data-testid="cart-count" aria-hidden="true">
              {cart.length}
            </span>
          </a>
        ) : null}
        <LanguageSwitcher language={language} t={t} userSettings={user ? user.settings : null} />
        {mobile ? null : account}
        <button
          ref={menuButton}
          type="button"
          className="icon-button mobile-only"
          disabled={!hydrated}
          aria-expanded={drawerOpen}
          aria-controls={hydrated ? 'site-drawer' : undefined}
          onClick={() => setDrawerOpen(true)}
        >
          <Icon name="menu" />
          <span className="visually-hidden">{t('nav.openMenu')}</span>
        </button>
      </div>
      {/*
        The drawer exists once the page's script runs: only its button opens it, and that waits
        for the script too. The server renders the header without it (a fifth of a signed-in
        page's time went to the header island; issue #13).
      */}
      {hydrated ? (
        <>
          <div className="drawer-backdrop" data-open={drawerOpen} onClick={() => setDrawerOpen(false)} />
          {/*
            Closed, the drawer is inert: its off-screen links must take neither focus nor the screen reader.
            Named: open, it is a landmark beside the page's own (the lesson page's curriculum), and landmarks must differ.
          */}
          <aside id="site-drawer" className="drawer" data-open={drawerOpen} inert={!drawerOpen} data-testid="drawer" aria-label={t('nav.menu')}>
            <button ref={closeButton} type="button" className="icon-button" onClick={() => setDrawerOpen(false)}>
              <Icon name="close" />
              <span className="visually-hidden">{t('nav.closeMenu')}</span>
            </button>
            {brand}
            <nav aria-label={siteName}>{navigation}</nav>
            <div className="drawer-account">{mobile ? account : null}</div>
          </aside>
        </>
      ) : null}
    </header>
  );
}

export default withCrashScreenAndTexts(textsOf, SiteHeader);
