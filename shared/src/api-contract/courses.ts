import { z } from 'zod';
import { AppErrorCode } from '../errors';
import { ZIdParam } from '../schemas/account-management';
import {
  ZCreateCourseRequest,
  ZCreateMaterialRequest,
  ZUpdateCourseRequest,
  ZUpdateMaterialRequest,
  ZVideoPositionRequest,
} from '../schemas/courses';
import { type ApiCall, ZIdPath, ZOkReply } from './common';
import {
  ZCompletionReply,
  ZCourse,
  ZCourseCard,
  ZCourseUser,
  ZFavoriteReply,
  ZMaterial,
  ZMaterialSummary,
  ZMyCourse,
  ZRegisteredReply,
  ZTeacherAnalytics,
  ZVideoPositionReply,
} from './course-shapes';

/** Courses and everything in them (learning-content §7, issue #5). Material paths are under /api/courses/{id}. */

const {
  VALIDATION,
  BODY_TOO_LARGE,
  NOT_SIGNED_IN,
  NOT_FOUND,
  FORBIDDEN,
  DUPLICATE_COURSE,
  PAYMENT_REQUIRED,
  REGISTRATION_CLOSED,
  NOT_REGISTERED,
  LESSON_LOCKED,
  RULES_NOT_MET,
} = AppErrorCode;

export const path = (...names: string[]) => z.object(Object.fromEntries(names.map((name) => [name, ZIdParam])));
const MATERIAL = path('id', 'm');

/** What managing calls refuse: a visitor, no such course here, not a manager. */
export const MANAGING = [NOT_SIGNED_IN, NOT_FOUND, FORBIDDEN] as const;
export const WRITING = [VALIDATION, BODY_TOO_LARGE] as const;

export const COURSE_CALLS: readonly ApiCall[] = [
  {
    method: 'get',
    path: '/api/courses',
    summary: 'The catalogue, newest first; `q` searches names and descriptions, `price` is free or paid, `difficulty` a level. Unlisted courses only for their managers.',
    reply: z.array(ZCourseCard),
    failures: [],
  },
  {
    method: 'post',
    path: '/api/courses',
    summary: 'Creates a course (teachers, the owner, admins with modify-courses) and answers 201 with it. A teacher becomes its trainer unless another is named.',
    body: ZCreateCourseRequest,
    reply: ZCourse,
    failures: [NOT_SIGNED_IN, FORBIDDEN, DUPLICATE_COURSE, AppErrorCode.PLAN_LIMIT, ...WRITING],
  },
  {
    method: 'get',
    path: '/api/courses/display',
    summary: 'The listed courses named in `ids` (ids or course_ids, comma-separated), in that order: the home page’s selection.',
    reply: z.array(ZCourseCard),
    failures: [],
  },
  {
    method: 'get',
    path: '/api/courses/{id}',
    summary: 'A course, with what the caller is to it and, for its students and managers, its announcements.',
    pathParams: ZIdPath,
    reply: ZCourse,
    failures: [NOT_FOUND],
  },
  {
    method: 'put',
    path: '/api/courses/{id}',
    summary: 'Managers change the fields sent; `publishMaterialOrder: true` makes the working order of lessons and sections (and which section each lesson is in) the one students see.',
    pathParams: ZIdPath,
    body: ZUpdateCourseRequest,
    reply: ZCourse,
    failures: [...MANAGING, DUPLICATE_COURSE, ...WRITING, AppErrorCode.PLAN_LIMIT],
  },
  {
    method: 'delete',
    path: '/api/courses/{id}/',
    summary: 'A manager deletes the course with its lessons, progress, registrations and conversations, all or nothing.',
    pathParams: ZIdPath,
    reply: ZOkReply,
    failures: MANAGING,
  },
  {
    method: 'post',
    path: '/api/courses/{id}/register/',
    summary: 'Registers the caller (idempotent). Refused while registration is closed, and for a priced course, which needs payment.',
    pathParams: ZIdPath,
    reply: ZRegisteredReply,
    failures: [NOT_SIGNED_IN, NOT_FOUND, REGISTRATION_CLOSED, PAYMENT_REQUIRED],
  },
  {
    method: 'post',
    path: '/api/courses/{id}/unregister/',
    summary: 'Leaves the course; lesson progress is kept should the student return.',
    pathParams: ZIdPath,
    reply: ZRegisteredReply,
    failures: [NOT_SIGNED_IN, NOT_FOUND],
  },
  ...(['post', 'delete'] as const).map(
    (method): ApiCall => ({
      method,
      path: '/api/courses/{id}/favorite/',
      summary: method === 'post' ? 'Adds the course to the caller’s favourites.' : 'Removes the course from the caller’s favourites.',
      pathParams: ZIdPath,
      reply: ZFavoriteReply,
      failures: [NOT_SIGNED_IN, NOT_FOUND],
    }),
  ),
  {
    method: 'get',
    path: '/api/courses/{id}/users',
    summary: 'Managers: the registered students, oldest registration first, with their progress.',
    pathParams: ZIdPath,
    reply: z.array(ZCourseUser),
    failures: MANAGING,
  },
  {
    method: 'delete',
    path: '/api/courses/{id}/users/{userId}',
    summary: 'Managers: removes a student from the course (404 when they are not registered).',
    pathParams: path('id', 'userId'),
    reply: ZOkReply,
    failures: MANAGING,
  },
  {
    method: 'get',
    path: '/api/courses/{id}/materials',
    summary: 'The curriculum: students see visible lessons in the published order with their progress; managers every lesson in the working order.',
    pathParams: ZIdPath,
    reply: z.array(ZMaterialSummary),
    failures: [NOT_FOUND],
  },
  {
    method: 'post',
    path: '/api/courses/{id}/materials',
    summary: 'Managers add a lesson at the end, or at the end of the course’s `section` named (visible to students at once). Completion rules must suit the lesson type; a dependent rule needs its base rule.',
    pathParams: ZIdPath,
    body: ZCreateMaterialRequest,
    reply: ZMaterial,
    failures: [...MANAGING, ...WRITING, AppErrorCode.PLAN_LIMIT],
  },
  {
    method: 'get',
    path: '/api/courses/{id}/materials/{m}',
    summary:
      'A lesson with its content and comments. Students open visible, unlocked lessons of courses they are registered for (opening counts as viewed, except a video lesson’s, viewed when watched to its end); anyone may open a lesson that allows preview.',
    pathParams: MATERIAL,
    reply: ZMaterial,
    failures: [NOT_SIGNED_IN, NOT_FOUND, NOT_REGISTERED, LESSON_LOCKED],
  },
  {
    method: 'put',
    path: '/api/courses/{id}/materials/{m}',
    summary: 'Managers change the fields sent. A new `order` is the working order, published with the course.',
    pathParams: MATERIAL,
    body: ZUpdateMaterialRequest,
    reply: ZMaterial,
    failures: [...MANAGING, ...WRITING, AppErrorCode.PLAN_LIMIT],
  },
  {
    method: 'delete',
    path: '/api/courses/{id}/materials/{m}',
    summary: 'Managers delete a lesson with its progress and comments.',
    pathParams: MATERIAL,
    reply: ZOkReply,
    failures: MANAGING,
  },
  {
    method: 'post',
    path: '/api/courses/{id}/materials/{m}/complete',
    summary: 'A registered student marks the lesson done; refused (nothing written) while its completion rules are not met.',
    pathParams: MATERIAL,
    reply: ZCompletionReply,
    failures: [NOT_SIGNED_IN, NOT_FOUND, NOT_REGISTERED, LESSON_LOCKED, RULES_NOT_MET],
  },
  {
    method: 'post',
    path: '/api/courses/{id}/materials/{m}/uncomplete',
    summary: 'A registered student withdraws their mark; the lesson stays completed only if its other rules still hold.',
    pathParams: MATERIAL,
    reply: ZCompletionReply,
    failures: [NOT_SIGNED_IN, NOT_FOUND, NOT_REGISTERED, LESSON_LOCKED],
  },
  {
    method: 'put',
    path: '/api/courses/{id}/materials/{m}/position',
    summary: 'A registered student saves where they stopped in the lesson’s video (seconds, within its length), so any device resumes there; one upsert, sent every few seconds while it plays.',
    pathParams: MATERIAL,
    body: ZVideoPositionRequest,
    reply: ZVideoPositionReply,
    failures: [NOT_SIGNED_IN, NOT_FOUND, NOT_REGISTERED, LESSON_LOCKED, ...WRITING],
  },
  {
    method: 'post',
    path: '/api/courses/{id}/materials/{m}/watched',
    summary: 'A registered student watched the lesson’s video to its end: a video lesson counts as viewed then (not on opening), which completes it when its rules ask no more.',
    pathParams: MATERIAL,
    reply: ZCompletionReply,
    failures: [NOT_SIGNED_IN, NOT_FOUND, NOT_REGISTERED, LESSON_LOCKED],
  },
  {
    method: 'get',
    path: '/api/users/{id}/courses',
    summary: 'The courses a user registered for or keeps as favourites, with progress (one’s own, or anyone’s with manage-users).',
    pathParams: ZIdPath,
    reply: z.array(ZMyCourse),
    failures: MANAGING,
  },
  {
    method: 'get',
    path: '/api/users/trainers',
    summary: 'The site’s teachers as course pages introduce them.',
    reply: z.array(z.object({ id: z.string(), name: z.string(), profilephoto: z.string(), bio: z.string() })),
    failures: [],
  },
  {
    method: 'get',
    path: '/api/teacher/analytics',
    summary: 'Teachers, the owner and admins with modify-courses: registrations, students in progress and completions for each course they manage, with totals.',
    reply: ZTeacherAnalytics,
    failures: [NOT_SIGNED_IN, FORBIDDEN],
  },
];
