import { listSubmissions } from '@halaqa/cms/services/courses/assessment/assignments/list-submissions';
import { endpoint, tenantContext } from '@site/server/endpoint';
import { idParam, requireSignedIn } from '@site/server/guards';
import { json } from '@site/server/http';

/** GET …/materials/{m}/assignment/submissions → 200 [SubmissionForGrading]: the lesson's submissions, for its managers. */
export const GET = endpoint(async (context) => {
  const { actor } = requireSignedIn(context);
  return json(await listSubmissions(tenantContext(context), actor, idParam(context), idParam(context, 'm')));
});
