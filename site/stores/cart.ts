import { atom } from 'nanostores';

/** Local storage key of the cart (platform-core §9). */
export const CART_STORAGE_KEY = 'cart';

export type CartItem = { course_id: string } | { service_id: string };

/**
 * The cart, shared by the header badge and the cart page. It lives in the browser's local
 * storage only (no server call, spec §7) and is restored on start.
 */
export const $cart = atom<CartItem[]>([]);

export function restoreCart(): void {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? '[]');
    $cart.set(Array.isArray(stored) ? (stored as CartItem[]) : []);
  } catch {
    $cart.set([]);
  }
}

/** Replaces the cart and writes it back to local storage at once (the cart lives nowhere else). */
export function saveCart(items: CartItem[]): void {
  $cart.set(items);
  window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
}
