import { quizResults } from '@halaqa/cms/services/courses/assessment/quizzes/quiz-results';
import { endpoint, tenantContext } from '@site/server/endpoint';
import { idParam, requireSignedIn } from '@site/server/guards';
import { json } from '@site/server/http';

/** GET …/materials/{m}/quiz-results → 200 { questions, students, analytics }: the teacher's view of a quiz. */
export const GET = endpoint(async (context) => {
  const { actor } = requireSignedIn(context);
  return json(await quizResults(tenantContext(context), actor, idParam(context), idParam(context, 'm')));
});
