import { gradeSubmission } from '@halaqa/cms/services/courses/assessment/assignments/grade-submission';
import { ZGradeRequest } from '@halaqa/shared/schemas/assessment';
import { endpoint, tenantContext } from '@site/server/endpoint';
import { idParam, requireSignedIn } from '@site/server/guards';
import { json, readJsonBody } from '@site/server/http';

/** POST …/materials/{m}/assignment/{submissionId}/grade {grade, feedback} → 200 Submission; the student is notified. */
export const POST = endpoint(async (context) => {
  const { actor } = requireSignedIn(context);
  const input = await readJsonBody(context.request, ZGradeRequest);
  const ids = [idParam(context), idParam(context, 'm'), idParam(context, 'submissionId')] as const;
  return json(await gradeSubmission(tenantContext(context), actor, ...ids, input));
});
