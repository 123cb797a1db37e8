import type { TTopic } from '@halaqa/shared/api-contract/course-shapes';
import type { ForumTopic } from '../../../../payload-types';
import { requiredRichTextFromHtml } from '../../../content/rich-text';
import { idOf, type TenantContext } from '../../../context';
import { tenantDb } from '../../../tenant-db';
import type { Actor } from '../../../users/actor';
import { assertAuthorOrManager, findTopic, forumScope } from './forum-scope';
import { topicView } from './topic-view';

/** PUT …/topic/{t} {title?, content?}: the author or a manager. */
export async function updateTopic(ctx: TenantContext, actor: Actor | null, courseId: string, topicId: string, input: { title?: string; content?: string }): Promise<TTopic> {
  const scope = await forumScope(ctx, actor, courseId);
  const topic = await findTopic(ctx, scope.course, topicId);
  assertAuthorOrManager(scope, idOf(topic.user));
  const data: Partial<ForumTopic> = { edited: true };
  if (input.title !== undefined) data.title = input.title;
  if (input.content !== undefined) data.content = await requiredRichTextFromHtml(ctx.payload, input.content);
  return topicView(ctx, await tenantDb(ctx).update({ collection: 'forum-topics', id: topic.id, data }));
}
