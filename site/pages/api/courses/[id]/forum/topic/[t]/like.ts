import { likeTopic } from '@halaqa/cms/services/courses/conversations/forum/like-topic';
import { endpoint, tenantContext } from '@site/server/endpoint';
import { idParam } from '@site/server/guards';
import { json } from '@site/server/http';

/** POST …/topic/{t}/like → 200 { likes }. */
export const POST = endpoint(async (context) => {
  return json(await likeTopic(tenantContext(context), context.locals.user ?? null, idParam(context), idParam(context, 't'), true));
});
