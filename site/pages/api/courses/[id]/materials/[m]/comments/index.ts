import { addComment } from '@halaqa/cms/services/courses/conversations/comments/add-comment';
import { ZCreateCommentRequest } from '@halaqa/shared/schemas/courses';
import { endpoint, tenantContext } from '@site/server/endpoint';
import { idParam } from '@site/server/guards';
import { json, readJsonBody } from '@site/server/http';

/** POST …/materials/{m}/comments {content, parentId, name} → 200 [Comment] (the lesson’s comments, flattened). */
export const POST = endpoint(async (context) => {
  const input = await readJsonBody(context.request, ZCreateCommentRequest);
  return json(await addComment(tenantContext(context), context.locals.user ?? null, idParam(context), idParam(context, 'm'), input));
});
