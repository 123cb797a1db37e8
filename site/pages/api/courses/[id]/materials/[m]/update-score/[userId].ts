import { updateScore } from '@halaqa/cms/services/courses/assessment/quizzes/update-score';
import { ZUpdateScoreRequest } from '@halaqa/shared/schemas/assessment';
import { endpoint, tenantContext } from '@site/server/endpoint';
import { idParam, requireSignedIn } from '@site/server/guards';
import { json, readJsonBody } from '@site/server/http';

/** POST …/materials/{m}/update-score/{userId} {score} → 200 QuizAttempt: a manager sets the score. */
export const POST = endpoint(async (context) => {
  const { actor } = requireSignedIn(context);
  const { score } = await readJsonBody(context.request, ZUpdateScoreRequest);
  return json(await updateScore(tenantContext(context), actor, idParam(context), idParam(context, 'm'), idParam(context, 'userId'), score));
});
