import type { TTopicSummary } from '@halaqa/shared/api-contract/course-shapes';
import { idOf, type TenantContext } from '../../../context';
import { tenantDb } from '../../../tenant-db';
import type { Actor } from '../../../users/actor';
import { likesOf } from '../likes';
import { peopleByIds } from '../../people/people-by-ids';
import { forumScope } from './forum-scope';
import { repliesOf, topicFields } from './topic-view';

/** GET /api/courses/{id}/forum: topics, pinned first, then the newest. */
export async function listTopics(ctx: TenantContext, actor: Actor | null, courseId: string): Promise<TTopicSummary[]> {
  const { course } = await forumScope(ctx, actor, courseId);
  const { docs } = await tenantDb(ctx).find({ collection: 'forum-topics', where: { course: { equals: course.id } }, sort: ['-pinned', '-createdAt'] });
  const ids = docs.map((topic) => topic.id);
  const [likes, replies, personOf] = await Promise.all([likesOf(ctx, 'topic', ids), repliesOf(ctx, ids), peopleByIds(ctx, docs.map((doc) => idOf(doc.user)))]);
  return docs.map((topic) => ({
    ...topicFields(topic, likes.get(topic.id) ?? [], personOf(idOf(topic.user))),
    replies: replies.filter((reply) => idOf(reply.topic) === topic.id).length,
  }));
}
