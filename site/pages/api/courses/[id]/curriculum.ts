import { saveCurriculumOrder } from '@halaqa/cms/services/courses/lessons/sections/save-curriculum-order';
import { ZCurriculumOrderRequest } from '@halaqa/shared/schemas/courses';
import { endpoint, tenantContext } from '@site/server/endpoint';
import { idParam, requireSignedIn } from '@site/server/guards';
import { json, readJsonBody } from '@site/server/http';

/** PUT /api/courses/{id}/curriculum {lessons, sections} → 200 Curriculum: a manager saves the whole working order at once. */
export const PUT = endpoint(async (context) => {
  const { actor } = requireSignedIn(context);
  const input = await readJsonBody(context.request, ZCurriculumOrderRequest);
  return json(await saveCurriculumOrder(tenantContext(context), actor, idParam(context), input));
});
