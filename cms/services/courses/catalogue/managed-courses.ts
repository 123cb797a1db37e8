import type { TCourseCard } from '@halaqa/shared/api-contract/course-shapes';
import { isCourseManager } from '@halaqa/shared/course-management';
import type { TenantContext } from '../../context';
import type { Actor } from '../../users/actor';
import { readCourseCards } from '../reads/course-cards';

/** Every course the actor manages (learning-content §6), unlisted ones included: the admin panel's list. */
export async function managedCourses(ctx: TenantContext, actor: Actor): Promise<TCourseCard[]> {
  const rows = await readCourseCards(ctx, { everything: true });
  return rows.filter(({ managed }) => isCourseManager(actor, managed)).map(({ card }) => card);
}
