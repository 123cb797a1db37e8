import { listTopics } from '@halaqa/cms/services/courses/conversations/forum/list-topics';
import { endpoint, tenantContext } from '@site/server/endpoint';
import { idParam } from '@site/server/guards';
import { json } from '@site/server/http';

/** GET /api/courses/{id}/forum → 200 [TopicSummary], pinned first. */
export const GET = endpoint(async (context) => {
  return json(await listTopics(tenantContext(context), context.locals.user ?? null, idParam(context)));
});
