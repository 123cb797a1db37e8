import { setTopicFlag } from '@halaqa/cms/services/courses/conversations/forum/set-topic-flag';
import { ZPinRequest } from '@halaqa/shared/schemas/courses';
import { endpoint, tenantContext } from '@site/server/endpoint';
import { idParam } from '@site/server/guards';
import { json, readJsonBody } from '@site/server/http';

/** PUT …/topic/{t}/pin {pinned} → 200 Topic: managers only. */
export const PUT = endpoint(async (context) => {
  const { pinned } = await readJsonBody(context.request, ZPinRequest);
  return json(await setTopicFlag(tenantContext(context), context.locals.user ?? null, idParam(context), idParam(context, 't'), 'pinned', pinned));
});
