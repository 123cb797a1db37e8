import type { TCourse } from '@halaqa/shared/api-contract/course-shapes';
import type { TenantContext } from '../../context';
import type { Actor } from '../../users/actor';
import { getCoursePage } from './course-page';

/** GET /api/courses/{id}: the course page's data, with what the requesting user is to it. */
export async function getCourse(ctx: TenantContext, actor: Actor | null, id: string): Promise<TCourse> {
  return (await getCoursePage(ctx, actor, id)).course;
}
