import { createTopic } from '@halaqa/cms/services/courses/conversations/forum/create-topic';
import { ZCreateTopicRequest } from '@halaqa/shared/schemas/courses';
import { endpoint, tenantContext } from '@site/server/endpoint';
import { idParam } from '@site/server/guards';
import { json, readJsonBody } from '@site/server/http';

/** POST /api/courses/{id}/forum/topic {title, content} → 200 Topic. */
export const POST = endpoint(async (context) => {
  const input = await readJsonBody(context.request, ZCreateTopicRequest);
  return json(await createTopic(tenantContext(context), context.locals.user ?? null, idParam(context), input));
});
