import { finalizeQuiz } from '@halaqa/cms/services/courses/assessment/quizzes/finalize-quiz';
import { endpoint, tenantContext } from '@site/server/endpoint';
import { idParam, requireSignedIn } from '@site/server/guards';
import { json } from '@site/server/http';

/** POST …/materials/{m}/finalize-quiz/{userId} → 200 QuizAttempt: a manager makes the result final. */
export const POST = endpoint(async (context) => {
  const { actor } = requireSignedIn(context);
  return json(await finalizeQuiz(tenantContext(context), actor, idParam(context), idParam(context, 'm'), idParam(context, 'userId')));
});
