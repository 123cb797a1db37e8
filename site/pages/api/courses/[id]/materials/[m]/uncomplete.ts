import { setLessonDone } from '@halaqa/cms/services/courses/progress/set-lesson-done';
import { endpoint, tenantContext } from '@site/server/endpoint';
import { idParam, requireSignedIn } from '@site/server/guards';
import { json } from '@site/server/http';

/** POST /api/courses/{id}/materials/{m}/uncomplete → 200 { finishedmaterial, courseCompletion }. */
export const POST = endpoint(async (context) => {
  const { actor } = requireSignedIn(context);
  return json(await setLessonDone(tenantContext(context), actor, idParam(context), idParam(context, 'm'), false));
});
