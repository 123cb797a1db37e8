import { allowRetake } from '@halaqa/cms/services/courses/assessment/quizzes/allow-retake';
import { endpoint, tenantContext } from '@site/server/endpoint';
import { idParam, requireSignedIn } from '@site/server/guards';
import { json } from '@site/server/http';

/** POST …/materials/{m}/allow-retake/{userId} → 200 QuizAttempt: a manager lets the student start again. */
export const POST = endpoint(async (context) => {
  const { actor } = requireSignedIn(context);
  return json(await allowRetake(tenantContext(context), actor, idParam(context), idParam(context, 'm'), idParam(context, 'userId')));
});
