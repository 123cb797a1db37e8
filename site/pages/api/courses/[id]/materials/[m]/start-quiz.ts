import { startQuiz } from '@halaqa/cms/services/courses/assessment/quizzes/start-quiz';
import { endpoint, tenantContext } from '@site/server/endpoint';
import { idParam, requireSignedIn } from '@site/server/guards';
import { json } from '@site/server/http';

/** POST …/materials/{m}/start-quiz → 200 QuizAttempt: the first attempt, the open one, or the next after a granted retake. */
export const POST = endpoint(async (context) => {
  const { actor } = requireSignedIn(context);
  return json(await startQuiz(tenantContext(context), actor, idParam(context), idParam(context, 'm')));
});
