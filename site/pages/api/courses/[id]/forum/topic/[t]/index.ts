import { deleteTopic } from '@halaqa/cms/services/courses/conversations/forum/delete-topic';
import { getTopic } from '@halaqa/cms/services/courses/conversations/forum/get-topic';
import { updateTopic } from '@halaqa/cms/services/courses/conversations/forum/update-topic';
import { ZUpdateTopicRequest } from '@halaqa/shared/schemas/courses';
import { endpoint, tenantContext } from '@site/server/endpoint';
import { idParam } from '@site/server/guards';
import { json, readJsonBody } from '@site/server/http';

/** GET /api/courses/{id}/forum/topic/{t} → 200 Topic with its replies. */
export const GET = endpoint(async (context) => {
  return json(await getTopic(tenantContext(context), context.locals.user ?? null, idParam(context), idParam(context, 't')));
});

/** PUT …/forum/topic/{t} {title?, content?} → 200 Topic: the author or a manager. */
export const PUT = endpoint(async (context) => {
  const input = await readJsonBody(context.request, ZUpdateTopicRequest);
  return json(await updateTopic(tenantContext(context), context.locals.user ?? null, idParam(context), idParam(context, 't'), input));
});

/** DELETE …/forum/topic/{t} → 200 { ok }: the author or a manager. */
export const DELETE = endpoint(async (context) => {
  return json(await deleteTopic(tenantContext(context), context.locals.user ?? null, idParam(context), idParam(context, 't')));
});
