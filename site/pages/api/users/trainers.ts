import { listTrainers } from '@halaqa/cms/services/courses/people/list-trainers';
import { endpoint, tenantContext } from '@site/server/endpoint';
import { json } from '@site/server/http';

/** GET /api/users/trainers → 200 [{ id, name, profilephoto, bio }]: the site’s teachers. */
export const GET = endpoint(async (context) => {
  return json(await listTrainers(tenantContext(context)));
});
