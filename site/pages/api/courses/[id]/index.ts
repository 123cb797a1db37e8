import { deleteCourse } from '@halaqa/cms/services/courses/catalogue/delete-course';
import { getCourse } from '@halaqa/cms/services/courses/catalogue/get-course';
import { updateCourse } from '@halaqa/cms/services/courses/catalogue/update-course';
import { ZUpdateCourseRequest } from '@halaqa/shared/schemas/courses';
import { endpoint, tenantContext } from '@site/server/endpoint';
import { idParam, requireSignedIn } from '@site/server/guards';
import { json, readJsonBody } from '@site/server/http';

/** GET /api/courses/{id} → 200 Course, with what the caller is to it. */
export const GET = endpoint(async (context) => {
  return json(await getCourse(tenantContext(context), context.locals.user ?? null, idParam(context)));
});

/** PUT /api/courses/{id} {fields} → 200 Course: managers change the fields sent. */
export const PUT = endpoint(async (context) => {
  const { actor } = requireSignedIn(context);
  const input = await readJsonBody(context.request, ZUpdateCourseRequest);
  return json(await updateCourse(tenantContext(context), actor, idParam(context), input));
});

/** DELETE /api/courses/{id}/ → 200 { ok }: a manager deletes the course and everything in it. */
export const DELETE = endpoint(async (context) => {
  const { actor } = requireSignedIn(context);
  return json(await deleteCourse(tenantContext(context), actor, idParam(context)));
});
