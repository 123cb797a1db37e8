import { workToGrade } from '@halaqa/cms/services/courses/assessment/work-to-grade';
import { endpoint, tenantContext } from '@site/server/endpoint';
import { requireSignedIn } from '@site/server/guards';
import { json } from '@site/server/http';

/** GET /api/teacher/to-grade → 200 ToGradeInbox: the work waiting for the caller in the courses they manage, oldest first. */
export const GET = endpoint(async (context) => {
  const { actor } = requireSignedIn(context);
  return json(await workToGrade(tenantContext(context), actor));
});
