import type { TTopic } from '@halaqa/shared/api-contract/course-shapes';
import { requiredRichTextFromHtml } from '../../../content/rich-text';
import type { TenantContext } from '../../../context';
import { notifyManagers } from '../../../notifications/notify-managers';
import { tenantDb } from '../../../tenant-db';
import { transaction } from '../../../unit-of-work';
import type { Actor } from '../../../users/actor';
import { forumScope } from './forum-scope';
import { topicView } from './topic-view';

/**
 * POST …/forum/topic {title, content}. A student's new topic is a question for the course's
 * managers, who are told in the same transaction (issue #14); replies, and topics managers open
 * themselves, tell no one.
 */
export async function createTopic(ctx: TenantContext, actor: Actor | null, courseId: string, input: { title: string; content: string }): Promise<TTopic> {
  const { course, role } = await forumScope(ctx, actor, courseId);
  const content = await requiredRichTextFromHtml(ctx.payload, input.content);
  const topic = await transaction(ctx, async (tx) => {
    const created = await tenantDb(tx).create({ collection: 'forum-topics', data: { course: course.id, user: role.actor.id, title: input.title, content } });
    if (!role.manager) await notifyManagers(tx, { kind: 'question', courseId: course.id, actorId: role.actor.id, eventKey: created.id, title: input.title });
    return created;
  });
  return topicView(ctx, topic);
}
