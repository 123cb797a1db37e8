import { likeComment } from '@halaqa/cms/services/courses/conversations/comments/like-comment';
import { endpoint, tenantContext } from '@site/server/endpoint';
import { idParam } from '@site/server/guards';
import { json } from '@site/server/http';

/** POST …/comments/{c}/unlike → 200 { likes }. */
export const POST = endpoint(async (context) => {
  return json(await likeComment(tenantContext(context), context.locals.user ?? null, idParam(context), idParam(context, 'm'), idParam(context, 'c'), false));
});
