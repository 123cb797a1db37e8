import { removeCourseUser } from '@halaqa/cms/services/courses/people/remove-course-user';
import { endpoint, tenantContext } from '@site/server/endpoint';
import { idParam, requireSignedIn } from '@site/server/guards';
import { json } from '@site/server/http';

/** DELETE /api/courses/{id}/users/{userId} → 200 { ok }: a manager removes a student. */
export const DELETE = endpoint(async (context) => {
  const { actor } = requireSignedIn(context);
  return json(await removeCourseUser(tenantContext(context), actor, idParam(context), idParam(context, 'userId')));
});
