import { LANGUAGES, type Language } from '@halaqa/shared/i18n/languages';
import { $cart, restoreCart } from '../../stores/cart';
import { rememberLanguage } from './language-cookies';

/**
 * What the visitors' header does without React (VisitorHeader.astro, issue #15: a visitor's page
 * ships no React): the scrolled state, the language select, the cart's count, and the menu button
 * opening the drawer, the browser's own modal <dialog>. Signed-in users get the SiteHeader island.
 */
function enhance(header: HTMLElement): void {
  const onScroll = () => header.setAttribute('data-scrolled', String(window.scrollY > 0));
  onScroll();
  window.addEventListener('scroll', onScroll, { passive: true });

  const select = header.querySelector<HTMLSelectElement>('.language-switcher select');
  if (select) {
    select.disabled = false;
    select.addEventListener('change', () => {
      if (!(LANGUAGES as readonly string[]).includes(select.value)) return;
      rememberLanguage(select.value as Language);
      window.location.reload();
    });
  }

  const cartLabel = header.querySelector<HTMLElement>('[data-cart-label]');
  const cartCount = header.querySelector<HTMLElement>('[data-testid="cart-count"]');
  if (cartLabel && cartCount) {
    const template = cartLabel.dataset.cartLabel ?? '';
    $cart.subscribe((items) => {
      cartLabel.textContent = template.replace('{{count}}', String(items.length));
      cartCount.textContent = String(items.length);
      cartCount.hidden = items.length === 0;
    });
    restoreCart();
  }

  const disclosure = header.querySelector<HTMLDetailsElement>('details.menu-fallback');
  const drawer = header.querySelector<HTMLDialogElement>('dialog.drawer');
  if (disclosure && drawer) {
    // The disclosure (the menu without script) gives way to a button that opens the drawer; the
    // summary's icon and hidden name move into it.
    const summary = disclosure.querySelector('summary')!;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = `${summary.className} mobile-only`;
    button.dataset.testid = summary.dataset.testid;
    button.setAttribute('aria-haspopup', 'dialog');
    button.append(...summary.childNodes);
    button.addEventListener('click', () => drawer.showModal());
    disclosure.replaceWith(button);
    // A click on the dialog itself, not on its panel, is a click on the dimmed page beside it.
    drawer.addEventListener('click', (event) => {
      if (event.target === drawer) drawer.close();
    });
    drawer.querySelector('[data-close-drawer]')?.addEventListener('click', () => drawer.close());
  }
}

const header = document.querySelector<HTMLElement>('header.site-header');
if (header) enhance(header);
