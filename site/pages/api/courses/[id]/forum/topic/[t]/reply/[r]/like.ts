import { likeReply } from '@halaqa/cms/services/courses/conversations/forum/like-reply';
import { endpoint, tenantContext } from '@site/server/endpoint';
import { idParam } from '@site/server/guards';
import { json } from '@site/server/http';

/** POST …/reply/{r}/like → 200 { likes }. */
export const POST = endpoint(async (context) => {
  return json(await likeReply(tenantContext(context), context.locals.user ?? null, idParam(context), idParam(context, 't'), idParam(context, 'r'), true));
});
