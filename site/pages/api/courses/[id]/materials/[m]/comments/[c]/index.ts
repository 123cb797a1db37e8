import { deleteComment } from '@halaqa/cms/services/courses/conversations/comments/delete-comment';
import { endpoint, tenantContext } from '@site/server/endpoint';
import { idParam } from '@site/server/guards';
import { json } from '@site/server/http';

/** DELETE …/comments/{c} → 200 [Comment]: the author or a manager. */
export const DELETE = endpoint(async (context) => {
  return json(await deleteComment(tenantContext(context), context.locals.user ?? null, idParam(context), idParam(context, 'm'), idParam(context, 'c')));
});
