import { createMaterial } from '@halaqa/cms/services/courses/lessons/create-material';
import { listMaterials } from '@halaqa/cms/services/courses/lessons/list-materials';
import { ZCreateMaterialRequest } from '@halaqa/shared/schemas/courses';
import { endpoint, tenantContext } from '@site/server/endpoint';
import { idParam, requireSignedIn } from '@site/server/guards';
import { json, readJsonBody } from '@site/server/http';

/** GET /api/courses/{id}/materials → 200 [MaterialSummary]: the curriculum. */
export const GET = endpoint(async (context) => {
  return json(await listMaterials(tenantContext(context), context.locals.user ?? null, idParam(context)));
});

/** POST /api/courses/{id}/materials {material} → 200 Material: a manager adds a lesson. */
export const POST = endpoint(async (context) => {
  const { actor } = requireSignedIn(context);
  const input = await readJsonBody(context.request, ZCreateMaterialRequest);
  return json(await createMaterial(tenantContext(context), actor, idParam(context), input));
});
