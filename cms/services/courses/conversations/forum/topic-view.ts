import type { TForumReply, TTopic, TTopicSummary } from '@halaqa/shared/api-contract/course-shapes';
import type { ForumReply, ForumTopic } from '../../../../payload-types';
import { htmlFromRichText } from '../../../content/rich-text';
import { idOf, type TenantContext } from '../../../context';
import { tenantDb } from '../../../tenant-db';
import { likesOf } from '../likes';
import { peopleByIds } from '../../people/people-by-ids';

export async function repliesOf(ctx: TenantContext, topicIds: string[]): Promise<ForumReply[]> {
  if (topicIds.length === 0) return [];
  const { docs } = await tenantDb(ctx).find({ collection: 'forum-replies', where: { topic: { in: topicIds } }, sort: 'createdAt' });
  return docs;
}

export function topicFields(topic: ForumTopic, likes: string[], user: TTopicSummary['user']) {
  return {
    id: topic.id,
    title: topic.title,
    content: htmlFromRichText(topic.content),
    locked: Boolean(topic.locked),
    pinned: Boolean(topic.pinned),
    edited: Boolean(topic.edited),
    likes,
    user,
    date: topic.createdAt,
  };
}

export async function topicView(ctx: TenantContext, topic: ForumTopic): Promise<TTopic> {
  const replies = await repliesOf(ctx, [topic.id]);
  const [topicLikes, replyLikes, personOf] = await Promise.all([
    likesOf(ctx, 'topic', [topic.id]),
    likesOf(ctx, 'reply', replies.map((reply) => reply.id)),
    peopleByIds(ctx, [idOf(topic.user), ...replies.map((reply) => idOf(reply.user))]),
  ]);
  const replyShapes: TForumReply[] = replies.map((reply) => ({
    id: reply.id,
    content: htmlFromRichText(reply.content),
    likes: replyLikes.get(reply.id) ?? [],
    user: personOf(idOf(reply.user)),
    date: reply.createdAt,
    edited: Boolean(reply.edited),
  }));
  return { ...topicFields(topic, topicLikes.get(topic.id) ?? [], personOf(idOf(topic.user))), replies: replyShapes };
}
