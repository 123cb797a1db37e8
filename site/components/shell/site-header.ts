import { enhanceAccountMenu } from './header-account-menu';
import { enhanceBell } from './header-bell';
import { enhanceCart } from './header-cart';
import { enhanceDrawer } from './header-drawer';
import { enhanceLanguageSelect } from './header-language';

/**
 * What the site header does in the browser (PageHeader.astro), without React: the scrolled state,
 * the language select, the cart's count, the drawer, and for a signed-in user the bell and the
 * account menu. Each widget's markup comes from the server (SiteHeader.tsx) with its texts.
 */
function enhance(header: HTMLElement): void {
  const onScroll = () => header.setAttribute('data-scrolled', String(window.scrollY > 0));
  onScroll();
  window.addEventListener('scroll', onScroll, { passive: true });

  const language = document.documentElement.lang;
  enhanceLanguageSelect(header);
  enhanceCart(header, language);
  const bell = header.querySelector<HTMLElement>('[data-bell]');
  if (bell) enhanceBell(bell, language);
  const menu = header.querySelector<HTMLElement>('[data-account-menu]');
  if (menu) enhanceAccountMenu(menu, language);
  enhanceDrawer(header);
}

const header = document.querySelector<HTMLElement>('header.site-header');
if (header) enhance(header);
