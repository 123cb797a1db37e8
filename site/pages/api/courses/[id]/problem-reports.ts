import { listProblemReports } from '@halaqa/cms/services/courses/lessons/list-problem-reports';
import { endpoint, tenantContext } from '@site/server/endpoint';
import { idParam, requireSignedIn } from '@site/server/guards';
import { json } from '@site/server/http';

/** GET /api/courses/{id}/problem-reports → 200 [ProblemReport]: the course's reports, for its managers (issue #14). */
export const GET = endpoint(async (context) => {
  const { actor } = requireSignedIn(context);
  return json(await listProblemReports(tenantContext(context), actor, idParam(context)));
});
