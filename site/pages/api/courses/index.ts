import { createCourse } from '@halaqa/cms/services/courses/catalogue/create-course';
import { listCoursesJson } from '@halaqa/cms/services/courses/catalogue/list-courses-json';
import { ZCreateCourseRequest } from '@halaqa/shared/schemas/courses';
import { catalogueFilters } from '@site/server/course-filters';
import { endpoint, tenantContext } from '@site/server/endpoint';
import { requireSignedIn } from '@site/server/guards';
import { json, jsonText, readJsonBody } from '@site/server/http';

/** GET /api/courses?q=&price=free|paid&difficulty= → 200 [CourseCard]: the catalogue (unlisted courses only for their managers). */
export const GET = endpoint(async (context) => {
  return jsonText(await listCoursesJson(tenantContext(context), context.locals.user ?? null, catalogueFilters(context.url)));
});

/** POST /api/courses {course} → 201 Course (teachers, the owner, admins with modify-courses). */
export const POST = endpoint(async (context) => {
  const { actor } = requireSignedIn(context);
  const input = await readJsonBody(context.request, ZCreateCourseRequest);
  return json(await createCourse(tenantContext(context), actor, input), 201);
});
