import { submitAssignment } from '@halaqa/cms/services/courses/assessment/assignments/submit-assignment';
import { ZAssignmentSubmitRequest } from '@halaqa/shared/schemas/assessment';
import { endpoint, tenantContext } from '@site/server/endpoint';
import { idParam, requireSignedIn } from '@site/server/guards';
import { json, readJsonBody } from '@site/server/http';

/** POST …/materials/{m}/assignment/submit {fileKeys, text} → 200 Submission: hands in or replaces the student's work. */
export const POST = endpoint(async (context) => {
  const { actor } = requireSignedIn(context);
  const input = await readJsonBody(context.request, ZAssignmentSubmitRequest);
  return json(await submitAssignment(tenantContext(context), actor, idParam(context), idParam(context, 'm'), input));
});
