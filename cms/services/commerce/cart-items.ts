import type { TCartItem } from '@halaqa/shared/api-contract/payments';
import { AppErrorCode, type TAppErrorCode } from '@halaqa/shared/errors';
import type { Course } from '../../payload-types';
import type { TenantContext } from '../context';
import { accessOf } from '../courses/people/access-holds';
import { tenantDb } from '../tenant-db';
import type { Actor } from '../users/actor';

export interface CartCourse {
  id: string;
  course_id: string;
  name: string;
  photo: string;
  price: { price: number; per: NonNullable<Course['price']>['per'] };
}

/** One cart item as this site sees it: a course it sells, or why it cannot be bought. */
export type PricedItem = { item: TCartItem; course: CartCourse; refusal?: undefined } | { item: TCartItem; course?: CartCourse; refusal: TAppErrorCode };

/**
 * The cart checked against this site's catalogue only (an id of another site is simply not
 * found): unlisted courses are not for sale, closed ones refuse registration, and what the buyer
 * has for good is refused as owned; access bought for a period that still runs may be bought
 * again, which extends it. Services are not sold yet. A repeated item counts once.
 */
export async function priceCart(ctx: TenantContext, actor: Actor | null, items: TCartItem[]): Promise<PricedItem[]> {
  const unique = [...new Map(items.map((item) => [JSON.stringify(item), item])).values()];
  const courseIds = unique.flatMap((item) => ('course_id' in item ? [item.course_id] : []));
  const { docs } = await tenantDb(ctx).find({ collection: 'courses', where: { courseId: { in: courseIds } } });
  return Promise.all(
    unique.map(async (item): Promise<PricedItem> => {
      if (!('course_id' in item)) return { item, refusal: AppErrorCode.NOT_FOR_SALE };
      const found = docs.find((course) => course.courseId === item.course_id);
      if (!found) return { item, refusal: AppErrorCode.NOT_FOUND };
      const course: CartCourse = {
        id: found.id,
        course_id: found.courseId,
        name: found.name,
        photo: found.photo ?? '',
        price: { price: found.price?.amount ?? 0, per: found.price?.per ?? 'lifetime' },
      };
      if (found.unlisted) return { item, course, refusal: AppErrorCode.NOT_FOR_SALE };
      const access = actor ? await accessOf(ctx, found.id, actor.id) : 'none';
      if (access === 'for-good') return { item, course, refusal: AppErrorCode.ALREADY_OWNED };
      // A student whose paid period still runs may extend it even once registration has closed.
      if (found.registrationAllowed === false && access !== 'until') return { item, course, refusal: AppErrorCode.REGISTRATION_CLOSED };
      return { item, course };
    }),
  );
}
