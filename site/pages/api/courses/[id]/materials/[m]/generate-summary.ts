import { generateSummary } from '@halaqa/cms/services/ai/generate-summary';
import { ZGenerateSummaryRequest } from '@halaqa/shared/schemas/ai';
import { endpoint, tenantContext } from '@site/server/endpoint';
import { idParam, requireSignedIn } from '@site/server/guards';
import { json, readJsonBody } from '@site/server/http';

/** POST …/materials/{m}/generate-summary {content} → 200 { summary }: a draft for the lesson's manager (basic plans and up). */
export const POST = endpoint(async (context) => {
  const { actor } = requireSignedIn(context);
  const input = await readJsonBody(context.request, ZGenerateSummaryRequest);
  return json(await generateSummary(tenantContext(context), actor, idParam(context), idParam(context, 'm'), input));
});
