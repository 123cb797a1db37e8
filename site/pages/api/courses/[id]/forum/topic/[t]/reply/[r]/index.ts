import { deleteReply } from '@halaqa/cms/services/courses/conversations/forum/delete-reply';
import { updateReply } from '@halaqa/cms/services/courses/conversations/forum/update-reply';
import { ZEditContentRequest } from '@halaqa/shared/schemas/courses';
import { endpoint, tenantContext } from '@site/server/endpoint';
import { idParam } from '@site/server/guards';
import { json, readJsonBody } from '@site/server/http';

/** PUT …/reply/{r}/ {content} → 200 Topic: the author or a manager. */
export const PUT = endpoint(async (context) => {
  const { content } = await readJsonBody(context.request, ZEditContentRequest);
  return json(await updateReply(tenantContext(context), context.locals.user ?? null, idParam(context), idParam(context, 't'), idParam(context, 'r'), content));
});

/** DELETE …/reply/{r}/ → 200 Topic: the author or a manager. */
export const DELETE = endpoint(async (context) => {
  return json(await deleteReply(tenantContext(context), context.locals.user ?? null, idParam(context), idParam(context, 't'), idParam(context, 'r')));
});
