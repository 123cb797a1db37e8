import { unregister } from '@halaqa/cms/services/courses/people/unregister';
import { endpoint, tenantContext } from '@site/server/endpoint';
import { idParam, requireSignedIn } from '@site/server/guards';
import { json } from '@site/server/http';

/** POST /api/courses/{id}/unregister/ → 200 { registered: false }. */
export const POST = endpoint(async (context) => {
  const { actor } = requireSignedIn(context);
  return json(await unregister(tenantContext(context), actor, idParam(context)));
});
