import type { TCourseCard } from '@halaqa/shared/api-contract/course-shapes';
import type { TenantContext } from '../../context';
import { readCourseCards } from '../reads/course-cards';

/** GET /api/courses/display?ids=a,b: the home page's chosen courses (ids or course_ids), in that order. */
export async function displayCourses(ctx: TenantContext, ids: string[]): Promise<TCourseCard[]> {
  const cards = (await readCourseCards(ctx, { listedAmong: ids })).map(({ card }) => card);
  const position = (card: TCourseCard) => Math.min(...[ids.indexOf(card.id), ids.indexOf(card.course_id)].filter((index) => index >= 0));
  return cards.sort((a, b) => position(a) - position(b));
}
