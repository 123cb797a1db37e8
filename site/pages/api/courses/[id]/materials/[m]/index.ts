import { deleteMaterial } from '@halaqa/cms/services/courses/lessons/delete-material';
import { getMaterial } from '@halaqa/cms/services/courses/lessons/get-material';
import { updateMaterial } from '@halaqa/cms/services/courses/lessons/update-material';
import { ZUpdateMaterialRequest } from '@halaqa/shared/schemas/courses';
import { endpoint, tenantContext } from '@site/server/endpoint';
import { idParam, requireSignedIn } from '@site/server/guards';
import { json, readJsonBody } from '@site/server/http';

/** GET /api/courses/{id}/materials/{m} → 200 Material (opening it counts as viewed). */
export const GET = endpoint(async (context) => {
  return json(await getMaterial(tenantContext(context), context.locals.user ?? null, idParam(context), idParam(context, 'm')));
});

/** PUT /api/courses/{id}/materials/{m} {fields} → 200 Material. */
export const PUT = endpoint(async (context) => {
  const { actor } = requireSignedIn(context);
  const input = await readJsonBody(context.request, ZUpdateMaterialRequest);
  return json(await updateMaterial(tenantContext(context), actor, idParam(context), idParam(context, 'm'), input));
});

/** DELETE /api/courses/{id}/materials/{m} → 200 { ok }. */
export const DELETE = endpoint(async (context) => {
  const { actor } = requireSignedIn(context);
  return json(await deleteMaterial(tenantContext(context), actor, idParam(context), idParam(context, 'm')));
});
