import { editComment } from '@halaqa/cms/services/courses/conversations/comments/edit-comment';
import { ZEditContentRequest } from '@halaqa/shared/schemas/courses';
import { endpoint, tenantContext } from '@site/server/endpoint';
import { idParam } from '@site/server/guards';
import { json, readJsonBody } from '@site/server/http';

/** PUT …/comments/{c}/edit {content} → 200 [Comment]: the author only. */
export const PUT = endpoint(async (context) => {
  const { content } = await readJsonBody(context.request, ZEditContentRequest);
  return json(await editComment(tenantContext(context), context.locals.user ?? null, idParam(context), idParam(context, 'm'), idParam(context, 'c'), content));
});
