import { submitAnswer } from '@halaqa/cms/services/courses/assessment/quizzes/submit-answer';
import { ZSubmitAnswerRequest } from '@halaqa/shared/schemas/assessment';
import { endpoint, tenantContext } from '@site/server/endpoint';
import { idParam, requireSignedIn } from '@site/server/guards';
import { json, readJsonBody } from '@site/server/http';

/** POST …/materials/{m}/submit-answer {answer, index} → 200 { index, saved }: saves or replaces one answer. */
export const POST = endpoint(async (context) => {
  const { actor } = requireSignedIn(context);
  const input = await readJsonBody(context.request, ZSubmitAnswerRequest);
  return json(await submitAnswer(tenantContext(context), actor, idParam(context), idParam(context, 'm'), input));
});
