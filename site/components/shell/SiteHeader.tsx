import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useState } from 'react';
import { Button, Dialog, DialogTrigger, I18nProvider, Modal, ModalOverlay } from 'react-aria-components';
import type { NavLink } from '@halaqa/shared/header-rules';
import { withReturnPath } from '@halaqa/shared/return-path';
import { $cart, restoreCart } from '../../stores/cart';
import { useHydrated } from '../use-hydrated';
import { useMediaQuery } from '../use-media-query';
import { keepServerHtml } from '../kept-server-html';
import { useTranslator, type TranslatedProps } from '../use-translator';
import { AccountMenu, accountLinks, type HeaderUser } from './AccountMenu';
import { Icon } from './Icon';
import { LanguageSwitcher } from './LanguageSwitcher';
import { NotificationBell } from './NotificationBell';
import { PopoverContainer } from './popover-container';
import { withCrashScreenAndTexts } from './CrashScreen';
import textsOf from 'virtual:island-texts/site-header';

export interface SiteHeaderProps extends TranslatedProps {
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
  /**
   * Set when the header is only rendered on the server and no React runs in the browser (the
   * visitors' header, VisitorHeader.astro, issue #15's JavaScript budget): the drawer is then the
   * browser's own modal `<dialog>`, which visitor-header.ts opens from the menu button.
   */
  nativeDrawer?: boolean;
}

/**
 * The site header (platform-core §2): fixed, transparent until the page scrolls, then the theme
 * colour. Below 768px the links move into a drawer that slides in from the end side (the right,
 * or the left in right-to-left languages) with the logo, name, links, notifications and account;
 * before the script runs, a disclosure holds the same links (issue #15: phones without JavaScript).
 */
function SiteHeader(props: SiteHeaderProps) {
  const { language, messages, siteName, logoUrl, links, currentLink, returnPath, corners, cartMode, user, nativeDrawer = false } = props;
  const t = useTranslator(language, messages);
  const [scrolled, setScrolled] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The drawer's panel, once open: its popovers are placed in it (popover-container.ts).
  const [drawerPanel, setDrawerPanel] = useState<HTMLElement | undefined>(undefined);
  const drawerPanelRef = useCallback((element: HTMLElement | null) => setDrawerPanel(element ?? undefined), []);
  const cart = useStore($cart);
  // platform-core §9: below 768px the layout is mobile. The account block is rendered once, in
  // the header or in the drawer, so the bell loads its notifications once.
  const mobile = useMediaQuery('(max-width: 767.98px)');
  const hydrated = useHydrated();
  // The cart is kept in the browser only: the server's HTML, and the first render over it, show
  // it empty whatever the store holds (the HTML is kept by the header's props alone).
  const cartCount = hydrated ? cart.length : 0;

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
  const account = user ? (
    <>
      <NotificationBell language={language} t={t} />
      <AccountMenu user={user} language={language} t={t} />
    </>
  ) : (
    signUpAndIn
  );
  const menuButtonContent = (
    <>
      <Icon name="menu" />
      <span className="visually-hidden">{t('nav.openMenu')}</span>
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
              {/* The label with a {{count}} slot, for visitor-header.ts, which keeps the count without React. */}
              <span className="visually-hidden" data-cart-label={t('nav.cart', { count: '{{count}}' })}>
                {t('nav.cart', { count: cartCount })}
              </span>
              {/* No badge for an empty cart: a red "0" read as a warning (issue #44). */}
              <span className="badge" data-testid="cart-count" aria-hidden="true" hidden={cartCount === 0}>
                {cartCount}
              </span>
            </a>
          ) : null}
          <LanguageSwitcher language={language} t={t} userSettings={user ? user.settings : null} />
          {/* Server-rendered too, where the page's width is unknown: hidden by CSS on a phone. */}
          {mobile ? null : <div className="desktop-account">{account}</div>}
          {hydrated ? (
            /*
              React Aria's modal dialog (issue #15): Escape and a tap outside close it, the focus
              stays in it and returns to the menu button. It exists only while open, so the bell
              inside asks for its notifications when the drawer opens. React Aria takes its
              direction from the page's language; each widget has that provider only once
              hydrated, since working out a locale's direction was 2 % of a signed-in page's CPU
              on the server, where none of them renders (issue #13).
            */
            <I18nProvider locale={language}>
              <DialogTrigger isOpen={drawerOpen} onOpenChange={setDrawerOpen}>
                <Button className="icon-button mobile-only menu-button" data-testid="menu-button">
                  {menuButtonContent}
                </Button>
                <ModalOverlay isDismissable className="drawer-backdrop">
                  <Modal className="drawer" data-testid="drawer" ref={drawerPanelRef}>
                    <Dialog className="drawer-body" aria-label={t('nav.menu')}>
                      <Button slot="close" className="icon-button drawer-close">
                        <Icon name="close" />
                        <span className="visually-hidden">{t('nav.closeMenu')}</span>
                      </Button>
                      {brand}
                      <nav aria-label={siteName}>{navigation}</nav>
                      <PopoverContainer.Provider value={drawerPanel}>
                        <div className="drawer-account">{account}</div>
                      </PopoverContainer.Provider>
                    </Dialog>
                  </Modal>
                </ModalOverlay>
              </DialogTrigger>
            </I18nProvider>
          ) : (
            /*
              Before the page's script runs, or without it: a disclosure the browser opens by
              itself, with the links and the account's pages (issue #15: on a phone the header
              had no menu button until React ran). React puts the drawer in its place.
            */
            <>
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
              {nativeDrawer ? (
                /*
                  The browser's modal dialog: Escape closes it, the focus stays in it and goes back
                  to the menu button. visitor-header.ts puts that button in the disclosure's
                  place and opens this from it.
                */
                <dialog className="drawer" data-testid="drawer" aria-label={t('nav.menu')}>
                  <div className="drawer-body">
                    <button type="button" className="icon-button drawer-close" data-close-drawer="">
                      <Icon name="close" />
                      <span className="visually-hidden">{t('nav.closeMenu')}</span>
                    </button>
                    {brand}
                    <nav aria-label={siteName}>{navigation}</nav>
                    <div className="drawer-account">{account}</div>
                  </div>
                </dialog>
              ) : null}
            </>
          )}
        </div>
    </header>
  );
}

// Kept for signed-in users only: a visitor's header names the page (its sign-in return path).
export default keepServerHtml(withCrashScreenAndTexts(textsOf, SiteHeader), (props: Omit<SiteHeaderProps, 'messages'>) => props.user !== null);
