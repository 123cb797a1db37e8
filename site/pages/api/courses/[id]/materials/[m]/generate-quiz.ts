import { generateQuiz } from '@halaqa/cms/services/ai/generate-quiz';
import { ZGenerateQuizRequest } from '@halaqa/shared/schemas/ai';
import { endpoint, tenantContext } from '@site/server/endpoint';
import { idParam, requireSignedIn } from '@site/server/guards';
import { json, readJsonBody } from '@site/server/http';

/** POST …/materials/{m}/generate-quiz {questionNum, content} → 200 { quiz }: draft questions for the lesson's manager (pro plans and up). */
export const POST = endpoint(async (context) => {
  const { actor } = requireSignedIn(context);
  const input = await readJsonBody(context.request, ZGenerateQuizRequest);
  return json(await generateQuiz(tenantContext(context), actor, idParam(context), idParam(context, 'm'), input));
});
