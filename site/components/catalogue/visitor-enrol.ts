import { $cart, restoreCart } from '../../stores/cart';
import { addCourseToCart, isCourseInCart } from './course-cart';

/**
 * The visitor's enrol panel without React (VisitorEnrolPanel.astro, issue #15): a visitor can
 * only put a priced course in the cart (signing in is a link), so this script does just that and
 * shows "in your cart" once it is there, as the EnrolPanel island does for signed-in users.
 */
const button = document.querySelector<HTMLButtonElement>('[data-testid="enrol-panel"] [data-add-to-cart]');
const notice = document.querySelector<HTMLElement>('[data-testid="enrol-panel"] [data-in-cart-notice]');
if (button && notice) {
  const courseId = button.dataset.addToCart ?? '';
  $cart.subscribe((items) => {
    const inCart = isCourseInCart(items, courseId);
    button.hidden = inCart;
    notice.hidden = !inCart;
  });
  restoreCart();
  button.addEventListener('click', () => addCourseToCart(courseId));
  button.disabled = false;
}
