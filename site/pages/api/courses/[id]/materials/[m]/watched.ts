import { markVideoWatched } from '@halaqa/cms/services/courses/progress/mark-video-watched';
import { endpoint, tenantContext } from '@site/server/endpoint';
import { idParam, requireSignedIn } from '@site/server/guards';
import { json } from '@site/server/http';

/** POST /api/courses/{id}/materials/{m}/watched → 200 { finishedmaterial, courseCompletion }: the lesson's video was watched to its end. */
export const POST = endpoint(async (context) => {
  const { actor } = requireSignedIn(context);
  return json(await markVideoWatched(tenantContext(context), actor, idParam(context), idParam(context, 'm')));
});
