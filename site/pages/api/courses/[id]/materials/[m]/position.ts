import { saveVideoPosition } from '@halaqa/cms/services/courses/progress/save-video-position';
import { ZVideoPositionRequest } from '@halaqa/shared/schemas/courses';
import { endpoint, tenantContext } from '@site/server/endpoint';
import { idParam, requireSignedIn } from '@site/server/guards';
import { json, readJsonBody } from '@site/server/http';

/** PUT /api/courses/{id}/materials/{m}/position {seconds} → 200 { position }: where the student stopped in the lesson's video. */
export const PUT = endpoint(async (context) => {
  const { actor } = requireSignedIn(context);
  const { seconds } = await readJsonBody(context.request, ZVideoPositionRequest);
  return json(await saveVideoPosition(tenantContext(context), actor, idParam(context), idParam(context, 'm'), seconds));
});
