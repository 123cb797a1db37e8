import type { TForumReply, TTopic, TTopicSummary } from '@halaqa/shared/api-contract/course-shapes';
import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import type { Course, ForumReply, ForumTopic } from '../../payload-types';
import { htmlFromRichText, requiredRichTextFromHtml } from '../content/rich-text';
import { idOf, type TenantContext } from '../context';
import { findInTenant } from '../find-in-tenant';
import { notifyManagers } from '../notifications/notify-managers';
import { tenantDb } from '../tenant-db';
import { withTransaction } from '../transaction';
import type { Actor } from '../users/actor';
import { assertParticipant, findCourse } from './course-access';
import { likesOf, setLiked } from './likes';
import { peopleByIds } from './people';

/**
 * The course forum (learning-content §3–§4): registered students and managers post topics and
 * replies; managers lock and pin; nobody replies to a locked topic.
 */

/** The course and the caller's standing, when the course's discussions are on. */
async function forumScope(ctx: TenantContext, actor: Actor | null, courseId: string) {
  const course = await findCourse(ctx, courseId);
  const role = await assertParticipant(ctx, actor, course);
  if (course.enableDiscussions === false) throw new AppError(AppErrorCode.DISCUSSIONS_CLOSED);
  return { course, role };
}

type Scope = Awaited<ReturnType<typeof forumScope>>;

function assertAuthorOrManager({ role }: Scope, authorId: string | null): void {
  if (authorId !== role.actor.id && !role.manager) throw new AppError(AppErrorCode.FORBIDDEN);
}

function findTopic(ctx: TenantContext, course: Course, topicId: string): Promise<ForumTopic> {
  return findInTenant(ctx, 'forum-topics', [{ id: { equals: topicId } }, { course: { equals: course.id } }]);
}

function findReply(ctx: TenantContext, topic: ForumTopic, replyId: string): Promise<ForumReply> {
  return findInTenant(ctx, 'forum-replies', [{ id: { equals: replyId } }, { topic: { equals: topic.id } }]);
}

async function repliesOf(ctx: TenantContext, topicIds: string[]): Promise<ForumReply[]> {
  if (topicIds.length === 0) return [];
  const { docs } = await tenantDb(ctx).find({ collection: 'forum-replies', where: { topic: { in: topicIds } }, sort: 'createdAt' });
  return docs;
}

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

function topicFields(topic: ForumTopic, likes: string[], user: TTopicSummary['user']) {
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

async function topicReply(ctx: TenantContext, topic: ForumTopic): Promise<TTopic> {
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

/** GET /api/courses/{id}/forum/topic/{t}: a topic with its replies, oldest first. */
export async function getTopic(ctx: TenantContext, actor: Actor | null, courseId: string, topicId: string): Promise<TTopic> {
  const { course } = await forumScope(ctx, actor, courseId);
  return topicReply(ctx, await findTopic(ctx, course, topicId));
}

/**
 * POST …/forum/topic {title, content}. A student's new topic is a question for the course's
 * managers, who are told in the same transaction (issue #14); replies, and topics managers open
 * themselves, tell no one.
 */
export async function createTopic(ctx: TenantContext, actor: Actor | null, courseId: string, input: { title: string; content: string }): Promise<TTopic> {
  const { course, role } = await forumScope(ctx, actor, courseId);
  const content = await requiredRichTextFromHtml(ctx.payload, input.content);
  const topic = await withTransaction(ctx.payload, async (req) => {
    const created = await tenantDb(ctx, req).create({ collection: 'forum-topics', data: { course: course.id, user: role.actor.id, title: input.title, content } });
    if (!role.manager) await notifyManagers(ctx, { kind: 'question', courseId: course.id, actorId: role.actor.id, eventKey: created.id, title: input.title }, req);
    return created;
  });
  return topicReply(ctx, topic);
}

/** PUT …/topic/{t} {title?, content?}: the author or a manager. */
export async function updateTopic(ctx: TenantContext, actor: Actor | null, courseId: string, topicId: string, input: { title?: string; content?: string }): Promise<TTopic> {
  const scope = await forumScope(ctx, actor, courseId);
  const topic = await findTopic(ctx, scope.course, topicId);
  assertAuthorOrManager(scope, idOf(topic.user));
  const data: Partial<ForumTopic> = { edited: true };
  if (input.title !== undefined) data.title = input.title;
  if (input.content !== undefined) data.content = await requiredRichTextFromHtml(ctx.payload, input.content);
  return topicReply(ctx, await tenantDb(ctx).update({ collection: 'forum-topics', id: topic.id, data }));
}

/** DELETE …/topic/{t}: the author or a manager; its replies and likes go with it. */
export async function deleteTopic(ctx: TenantContext, actor: Actor | null, courseId: string, topicId: string): Promise<{ ok: true }> {
  const scope = await forumScope(ctx, actor, courseId);
  const topic = await findTopic(ctx, scope.course, topicId);
  assertAuthorOrManager(scope, idOf(topic.user));
  const replyIds = (await repliesOf(ctx, [topic.id])).map((reply) => reply.id);
  await withTransaction(ctx.payload, async (req) => {
    const db = tenantDb(ctx, req);
    await db.delete({ collection: 'likes', where: { targetId: { in: [topic.id, ...replyIds] } } });
    await db.delete({ collection: 'forum-replies', where: { topic: { equals: topic.id } } });
    await db.delete({ collection: 'forum-topics', id: topic.id });
  });
  return { ok: true };
}

/** PUT …/lock {locked} and …/pin {pinned}: managers only. */
export async function setTopicFlag(ctx: TenantContext, actor: Actor | null, courseId: string, topicId: string, flag: 'locked' | 'pinned', value: boolean): Promise<TTopic> {
  const { course, role } = await forumScope(ctx, actor, courseId);
  if (!role.manager) throw new AppError(AppErrorCode.FORBIDDEN);
  const topic = await findTopic(ctx, course, topicId);
  return topicReply(ctx, await tenantDb(ctx).update({ collection: 'forum-topics', id: topic.id, data: { [flag]: value } }));
}

export async function likeTopic(ctx: TenantContext, actor: Actor | null, courseId: string, topicId: string, liked: boolean) {
  const { course, role } = await forumScope(ctx, actor, courseId);
  const topic = await findTopic(ctx, course, topicId);
  return setLiked(ctx, 'topic', topic.id, role.actor.id, liked);
}

/** POST …/topic/{t}/reply {content}: refused on a locked topic, for everyone. */
export async function addReply(ctx: TenantContext, actor: Actor | null, courseId: string, topicId: string, content: string): Promise<TTopic> {
  const { course, role } = await forumScope(ctx, actor, courseId);
  const topic = await findTopic(ctx, course, topicId);
  if (topic.locked) throw new AppError(AppErrorCode.TOPIC_LOCKED);
  await tenantDb(ctx).create({
    collection: 'forum-replies',
    data: { course: course.id, topic: topic.id, user: role.actor.id, content: await requiredRichTextFromHtml(ctx.payload, content) },
  });
  return topicReply(ctx, topic);
}

/** PUT …/reply/{r}/ {content}: the author or a manager. */
export async function updateReply(ctx: TenantContext, actor: Actor | null, courseId: string, topicId: string, replyId: string, content: string): Promise<TTopic> {
  const scope = await forumScope(ctx, actor, courseId);
  const topic = await findTopic(ctx, scope.course, topicId);
  const reply = await findReply(ctx, topic, replyId);
  assertAuthorOrManager(scope, idOf(reply.user));
  await tenantDb(ctx).update({ collection: 'forum-replies', id: reply.id, data: { content: await requiredRichTextFromHtml(ctx.payload, content), edited: true } });
  return topicReply(ctx, topic);
}

/** DELETE …/reply/{r}/: the author or a manager. */
export async function deleteReply(ctx: TenantContext, actor: Actor | null, courseId: string, topicId: string, replyId: string): Promise<TTopic> {
  const scope = await forumScope(ctx, actor, courseId);
  const topic = await findTopic(ctx, scope.course, topicId);
  const reply = await findReply(ctx, topic, replyId);
  assertAuthorOrManager(scope, idOf(reply.user));
  await withTransaction(ctx.payload, async (req) => {
    const db = tenantDb(ctx, req);
    await db.delete({ collection: 'likes', where: { and: [{ targetType: { equals: 'reply' } }, { targetId: { equals: reply.id } }] } });
    await db.delete({ collection: 'forum-replies', id: reply.id });
  });
  return topicReply(ctx, topic);
}

export async function likeReply(ctx: TenantContext, actor: Actor | null, courseId: string, topicId: string, replyId: string, liked: boolean) {
  const { course, role } = await forumScope(ctx, actor, courseId);
  const reply = await findReply(ctx, await findTopic(ctx, course, topicId), replyId);
  return setLiked(ctx, 'reply', reply.id, role.actor.id, liked);
}
