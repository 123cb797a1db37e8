import { userCourses } from '@halaqa/cms/services/courses/people/user-courses';
import { assign } from '@halaqa/cms/services/users/assign-teaching';
import { ZAssignCoursesRequest } from '@halaqa/shared/schemas/account-management';
import { endpoint, tenantContext } from '../../../../server/endpoint';
import { idParam, requireSignedIn } from '../../../../server/guards';
import { json, readJsonBody } from '../../../../server/http';

/** POST /api/users/{id}/courses {courses} → 200 [{ id }]: what the teacher or limited admin looks after. */
export const POST = endpoint(async (context) => {
  const { actor } = requireSignedIn(context);
  const { courses } = await readJsonBody(context.request, ZAssignCoursesRequest);
  return json(await assign(tenantContext(context), actor, idParam(context), 'courses', courses));
});

/** GET /api/users/{id}/courses → 200 [MyCourse]: registered and favourite courses with progress (one's own, or with manage-users). */
export const GET = endpoint(async (context) => {
  const { actor } = requireSignedIn(context);
  return json(await userCourses(tenantContext(context), actor, idParam(context)));
});
