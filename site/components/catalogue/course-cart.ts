import { $cart, restoreCart, saveCart, type CartItem } from '../../stores/cart';

/**
 * Course items of the cart (platform-core §3: a course item is identified by `course_id`). The
 * cart lives in local storage only (§4), so every change is written back there at once.
 */
export function isCourseInCart(items: readonly CartItem[], courseId: string): boolean {
  return items.some((item) => 'course_id' in item && item.course_id === courseId);
}

export function addCourseToCart(courseId: string): void {
  restoreCart();
  const items = $cart.get();
  if (isCourseInCart(items, courseId)) return;
  saveCart([...items, { course_id: courseId }]);
}

/** "Buy": the course goes into the cart, and the buyer on to checkout there. */
export function buyCourse(courseId: string): void {
  addCourseToCart(courseId);
  window.location.assign('/cart');
}
