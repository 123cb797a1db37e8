import { addReply } from '@halaqa/cms/services/courses/conversations/forum/add-reply';
import { ZEditContentRequest } from '@halaqa/shared/schemas/courses';
import { endpoint, tenantContext } from '@site/server/endpoint';
import { idParam } from '@site/server/guards';
import { json, readJsonBody } from '@site/server/http';

/** POST …/topic/{t}/reply {content} → 200 Topic (refused on a locked topic). */
export const POST = endpoint(async (context) => {
  const { content } = await readJsonBody(context.request, ZEditContentRequest);
  return json(await addReply(tenantContext(context), context.locals.user ?? null, idParam(context), idParam(context, 't'), content));
});
