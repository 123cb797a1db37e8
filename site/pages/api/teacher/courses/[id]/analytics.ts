import { courseAnalytics } from '@halaqa/cms/services/courses/analytics/course-analytics';
import { ZCourseAnalyticsQuery } from '@halaqa/shared/api-contract/course-analytics';
import { endpoint, tenantContext } from '@site/server/endpoint';
import { idParam, requireSignedIn } from '@site/server/guards';
import { json } from '@site/server/http';
import { readQuery } from '@site/server/query';

/** GET /api/teacher/courses/{id}/analytics?days=&interval=&tz= → 200 CourseAnalytics for a course the caller manages. */
export const GET = endpoint(async (context) => {
  const { actor } = requireSignedIn(context);
  const query = readQuery(context, ZCourseAnalyticsQuery);
  return json(await courseAnalytics(tenantContext(context), actor, idParam(context), query));
});
