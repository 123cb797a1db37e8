import { $cart, restoreCart } from '../../stores/cart';
import { buyCourse, isCourseInCart } from './course-cart';

/**
 * The visitor's enrol panel without React (VisitorEnrolPanel.astro, issue #15): a visitor can
 * only buy a priced course (signing in is a link), so this script puts it in the cart and goes to
 * checkout, and shows "in your cart" once it is there, as the EnrolPanel island does for
 * signed-in users.
 */
const button = document.querySelector<HTMLButtonElement>('[data-testid="enrol-panel"] [data-buy]');
const notice = document.querySelector<HTMLElement>('[data-testid="enrol-panel"] [data-in-cart-notice]');
if (button && notice) {
  const courseId = button.dataset.buy ?? '';
  $cart.subscribe((items) => {
    const inCart = isCourseInCart(items, courseId);
    button.hidden = inCart;
    notice.hidden = !inCart;
  });
  restoreCart();
  button.addEventListener('click', () => buyCourse(courseId));
  button.disabled = false;
}
