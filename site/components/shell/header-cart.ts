import { $cart, restoreCart } from '../../stores/cart';
import { withCount } from './count-text';

/** The cart link's count and its spoken label, from the cart kept in this browser (it is in no server's HTML). */
export function enhanceCart(header: HTMLElement, language: string): void {
  const cartLabel = header.querySelector<HTMLElement>('[data-cart-label]');
  const cartCount = header.querySelector<HTMLElement>('[data-testid="cart-count"]');
  if (!cartLabel || !cartCount) return;
  const template = cartLabel.dataset.cartLabel ?? '';
  $cart.subscribe((items) => {
    cartLabel.textContent = withCount(template, items.length, language);
    cartCount.textContent = String(items.length);
    cartCount.hidden = items.length === 0;
  });
  restoreCart();
}
