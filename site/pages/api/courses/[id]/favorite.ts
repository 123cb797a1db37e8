import { setFavorite } from '@halaqa/cms/services/courses/people/set-favorite';
import { endpoint, tenantContext } from '@site/server/endpoint';
import { idParam, requireSignedIn } from '@site/server/guards';
import { json } from '@site/server/http';

/** POST /api/courses/{id}/favorite/ → 200 { favorite: true }. */
export const POST = endpoint(async (context) => {
  const { actor } = requireSignedIn(context);
  return json(await setFavorite(tenantContext(context), actor, idParam(context), true));
});

/** DELETE /api/courses/{id}/favorite/ → 200 { favorite: false }. */
export const DELETE = endpoint(async (context) => {
  const { actor } = requireSignedIn(context);
  return json(await setFavorite(tenantContext(context), actor, idParam(context), false));
});
