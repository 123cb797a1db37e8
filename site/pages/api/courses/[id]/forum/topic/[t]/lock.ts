import { setTopicFlag } from '@halaqa/cms/services/courses/conversations/forum/set-topic-flag';
import { ZLockRequest } from '@halaqa/shared/schemas/courses';
import { endpoint, tenantContext } from '@site/server/endpoint';
import { idParam } from '@site/server/guards';
import { json, readJsonBody } from '@site/server/http';

/** PUT …/topic/{t}/lock {locked} → 200 Topic: managers only. */
export const PUT = endpoint(async (context) => {
  const { locked } = await readJsonBody(context.request, ZLockRequest);
  return json(await setTopicFlag(tenantContext(context), context.locals.user ?? null, idParam(context), idParam(context, 't'), 'locked', locked));
});
