import { courseUsers } from '@halaqa/cms/services/courses/people/course-users';
import { endpoint, tenantContext } from '@site/server/endpoint';
import { idParam, requireSignedIn } from '@site/server/guards';
import { json } from '@site/server/http';

/** GET /api/courses/{id}/users → 200 [CourseUser]: registered students with progress, for managers. */
export const GET = endpoint(async (context) => {
  const { actor } = requireSignedIn(context);
  return json(await courseUsers(tenantContext(context), actor, idParam(context)));
});
