import { reportProblem } from '@halaqa/cms/services/courses/lessons/report-problem';
import { ZProblemReportRequest } from '@halaqa/shared/schemas/problem-reports';
import { endpoint, tenantContext } from '@site/server/endpoint';
import { idParam, requireSignedIn } from '@site/server/guards';
import { json, readJsonBody } from '@site/server/http';

/** POST …/materials/{m}/problem-reports {text} → 200 ProblemReport: a student reports a problem with the lesson (issue #14). */
export const POST = endpoint(async (context) => {
  const { actor } = requireSignedIn(context);
  const input = await readJsonBody(context.request, ZProblemReportRequest);
  return json(await reportProblem(tenantContext(context), actor, idParam(context), idParam(context, 'm'), input));
});
