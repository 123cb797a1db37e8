import { z } from 'zod';
import { AppErrorCode } from '../errors';
import {
  ZAnnouncementRequest,
  ZCreateCommentRequest,
  ZCreateTopicRequest,
  ZEditContentRequest,
  ZLockRequest,
  ZPinRequest,
  ZRatingRequest,
  ZUpdateAnnouncementRequest,
  ZUpdateTopicRequest,
} from '../schemas/courses';
import { type ApiCall, ZIdPath, ZOkReply } from './common';
import { ZAnnouncement, ZComment, ZLikesReply, ZRatingSummary, ZTopic, ZTopicSummary } from './course-shapes';
import { MANAGING, path, WRITING } from './courses';

/** What people write in a course (learning-content §7, issue #5): comments, forum, announcements, ratings. */

const { NOT_SIGNED_IN, NOT_FOUND, FORBIDDEN, NOT_REGISTERED, LESSON_LOCKED, TOPIC_LOCKED, DISCUSSIONS_CLOSED, COMMENTS_CLOSED } = AppErrorCode;

const MATERIAL = path('id', 'm');
const COMMENT = path('id', 'm', 'c');
const TOPIC = path('id', 't');
const REPLY = path('id', 't', 'r');

/** Taking part (forum): registered students and managers, while discussions are on. */
const FORUM = [NOT_SIGNED_IN, NOT_FOUND, NOT_REGISTERED, DISCUSSIONS_CLOSED] as const;
/** Comments: the same, on a lesson the caller may open. */
const COMMENTING = [NOT_SIGNED_IN, NOT_FOUND, NOT_REGISTERED, LESSON_LOCKED] as const;

const likeCalls = (base: string, pathParams: z.ZodObject, what: string, failures: readonly (typeof AppErrorCode)[keyof typeof AppErrorCode][]): ApiCall[] =>
  (['like', 'unlike'] as const).map((action) => ({
    method: 'post',
    path: `/api/${base}/${action}` as const,
    summary: `${action === 'like' ? 'Likes' : 'Unlikes'} ${what} (idempotent); replies with who likes it now.`,
    pathParams,
    reply: ZLikesReply,
    failures,
  }));

export const COURSE_CONVERSATION_CALLS: readonly ApiCall[] = [
  {
    method: 'post',
    path: '/api/courses/{id}/materials/{m}/comments',
    summary: 'Comments on a lesson (a reply with `parentId`); answers the lesson’s comments flattened depth-first.',
    pathParams: MATERIAL,
    body: ZCreateCommentRequest,
    reply: z.array(ZComment),
    failures: [...COMMENTING, COMMENTS_CLOSED, ...WRITING],
  },
  {
    method: 'put',
    path: '/api/courses/{id}/materials/{m}/comments/{c}/edit',
    summary: 'The author edits their comment.',
    pathParams: COMMENT,
    body: ZEditContentRequest,
    reply: z.array(ZComment),
    failures: [...COMMENTING, FORBIDDEN, ...WRITING],
  },
  {
    method: 'delete',
    path: '/api/courses/{id}/materials/{m}/comments/{c}',
    summary: 'The author or a manager deletes a comment; its replies move to the top level.',
    pathParams: COMMENT,
    reply: z.array(ZComment),
    failures: [...COMMENTING, FORBIDDEN],
  },
  ...likeCalls('courses/{id}/materials/{m}/comments/{c}', COMMENT, 'a comment', COMMENTING),
  {
    method: 'get',
    path: '/api/courses/{id}/forum',
    summary: 'The forum’s topics, pinned first, then newest.',
    pathParams: ZIdPath,
    reply: z.array(ZTopicSummary),
    failures: FORUM,
  },
  {
    method: 'post',
    path: '/api/courses/{id}/forum/topic',
    summary: 'Opens a topic.',
    pathParams: ZIdPath,
    body: ZCreateTopicRequest,
    reply: ZTopic,
    failures: [...FORUM, ...WRITING],
  },
  {
    method: 'get',
    path: '/api/courses/{id}/forum/topic/{t}',
    summary: 'A topic with its replies, oldest first.',
    pathParams: TOPIC,
    reply: ZTopic,
    failures: FORUM,
  },
  {
    method: 'put',
    path: '/api/courses/{id}/forum/topic/{t}',
    summary: 'The author or a manager edits the topic’s title or content.',
    pathParams: TOPIC,
    body: ZUpdateTopicRequest,
    reply: ZTopic,
    failures: [...FORUM, FORBIDDEN, ...WRITING],
  },
  {
    method: 'delete',
    path: '/api/courses/{id}/forum/topic/{t}',
    summary: 'The author or a manager deletes the topic with its replies.',
    pathParams: TOPIC,
    reply: ZOkReply,
    failures: [...FORUM, FORBIDDEN],
  },
  {
    method: 'put',
    path: '/api/courses/{id}/forum/topic/{t}/lock',
    summary: 'Managers lock or unlock a topic; nobody replies to a locked topic.',
    pathParams: TOPIC,
    body: ZLockRequest,
    reply: ZTopic,
    failures: [...FORUM, FORBIDDEN, ...WRITING],
  },
  {
    method: 'put',
    path: '/api/courses/{id}/forum/topic/{t}/pin',
    summary: 'Managers pin or unpin a topic.',
    pathParams: TOPIC,
    body: ZPinRequest,
    reply: ZTopic,
    failures: [...FORUM, FORBIDDEN, ...WRITING],
  },
  ...likeCalls('courses/{id}/forum/topic/{t}', TOPIC, 'a topic', FORUM),
  {
    method: 'post',
    path: '/api/courses/{id}/forum/topic/{t}/reply',
    summary: 'Replies to a topic; refused on a locked one.',
    pathParams: TOPIC,
    body: ZEditContentRequest,
    reply: ZTopic,
    failures: [...FORUM, TOPIC_LOCKED, ...WRITING],
  },
  {
    method: 'put',
    path: '/api/courses/{id}/forum/topic/{t}/reply/{r}',
    summary: 'The author or a manager edits a reply (the spec writes the path with a trailing slash; both work).',
    pathParams: REPLY,
    body: ZEditContentRequest,
    reply: ZTopic,
    failures: [...FORUM, FORBIDDEN, ...WRITING],
  },
  {
    method: 'delete',
    path: '/api/courses/{id}/forum/topic/{t}/reply/{r}',
    summary: 'The author or a manager deletes a reply.',
    pathParams: REPLY,
    reply: ZTopic,
    failures: [...FORUM, FORBIDDEN],
  },
  ...likeCalls('courses/{id}/forum/topic/{t}/reply/{r}', REPLY, 'a reply', FORUM),
  {
    method: 'post',
    path: '/api/courses/{id}/announcement',
    summary: 'Managers post an announcement; every registered student gets a notification and an email.',
    pathParams: ZIdPath,
    body: ZAnnouncementRequest,
    reply: z.array(ZAnnouncement),
    failures: [...MANAGING, ...WRITING],
  },
  {
    method: 'put',
    path: '/api/courses/{id}/announcement/{a}',
    summary: 'Managers edit an announcement.',
    pathParams: path('id', 'a'),
    body: ZUpdateAnnouncementRequest,
    reply: z.array(ZAnnouncement),
    failures: [...MANAGING, ...WRITING],
  },
  {
    method: 'delete',
    path: '/api/courses/{id}/announcement/{a}',
    summary: 'Managers delete an announcement.',
    pathParams: path('id', 'a'),
    reply: z.array(ZAnnouncement),
    failures: MANAGING,
  },
  {
    method: 'get',
    path: '/api/courses/{id}/rate',
    summary: 'The course’s ratings: average, count, each rating newest first, and the caller’s own. (`/api/{type}/{id}/rate` with type courses.)',
    pathParams: ZIdPath,
    reply: ZRatingSummary,
    failures: [NOT_FOUND],
  },
  {
    method: 'post',
    path: '/api/courses/{id}/rate',
    summary: 'A registered student rates the course 1–5 with notes; rating again replaces their rating.',
    pathParams: ZIdPath,
    body: ZRatingRequest,
    reply: ZRatingSummary,
    failures: [NOT_SIGNED_IN, NOT_FOUND, NOT_REGISTERED, ...WRITING],
  },
  {
    method: 'delete',
    path: '/api/courses/{id}/rate/{ratingId}',
    summary: 'The rater, or a manager, removes a rating.',
    pathParams: path('id', 'ratingId'),
    reply: ZRatingSummary,
    failures: MANAGING,
  },
];
