import { teacherAnalytics } from '@halaqa/cms/services/courses/analytics/teacher-analytics';
import { endpoint, tenantContext } from '@site/server/endpoint';
import { requireSignedIn } from '@site/server/guards';
import { json } from '@site/server/http';

/** GET /api/teacher/analytics → 200 TeacherAnalytics for the courses the caller manages. */
export const GET = endpoint(async (context) => {
  const { actor } = requireSignedIn(context);
  return json(await teacherAnalytics(tenantContext(context), actor));
});
