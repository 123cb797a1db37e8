import { submitQuiz } from '@halaqa/cms/services/courses/assessment/quizzes/submit-quiz';
import { endpoint, tenantContext } from '@site/server/endpoint';
import { idParam, requireSignedIn } from '@site/server/guards';
import { json } from '@site/server/http';

/** POST …/materials/{m}/submit-quiz → 200 QuizAttempt with the score (repeating it returns the same result). */
export const POST = endpoint(async (context) => {
  const { actor } = requireSignedIn(context);
  return json(await submitQuiz(tenantContext(context), actor, idParam(context), idParam(context, 'm')));
});
