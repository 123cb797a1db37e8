import { displayCourses } from '@halaqa/cms/services/courses/catalogue/display-courses';
import { ZDisplayIds } from '@halaqa/shared/schemas/courses';
import { endpoint, tenantContext } from '@site/server/endpoint';
import { json } from '@site/server/http';

/** GET /api/courses/display?ids=a,b → 200 [CourseCard] in the order asked (ids or course_ids). */
export const GET = endpoint(async (context) => {
  const ids = ZDisplayIds.safeParse(context.url.searchParams.get('ids') ?? '');
  return json(await displayCourses(tenantContext(context), ids.success ? ids.data : []));
});
