import { register } from '@halaqa/cms/services/courses/people/register';
import { endpoint, tenantContext } from '@site/server/endpoint';
import { idParam, requireSignedIn } from '@site/server/guards';
import { json } from '@site/server/http';

/** POST /api/courses/{id}/register/ → 200 { registered: true }. */
export const POST = endpoint(async (context) => {
  const { actor } = requireSignedIn(context);
  return json(await register(tenantContext(context), actor, idParam(context)));
});
