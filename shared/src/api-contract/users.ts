import { z } from 'zod';
import { AppErrorCode } from '../errors';
import {
  ZAdminAccessRequest,
  ZAssignCoursesRequest,
  ZAssignServicesRequest,
  ZDeleteUserRequest,
  ZRightsRequest,
  ZUpdateUserRequest,
} from '../schemas/account-management';
import { type ApiCall, ZIdPath, ZOkReply, ZPublicUser, ZTrueReply } from './common';
import { ZCourseCard } from './course-shapes';

/** Administering the site's users (by the owner and admins with rights) and following one another. */

const { VALIDATION, BODY_TOO_LARGE, NOT_SIGNED_IN, NOT_FOUND, FORBIDDEN, OWNER_PROTECTED, WRONG_PASSWORD } = AppErrorCode;

/** What findManageableUser refuses: no right, no such user here, or the owner. */
const MANAGING_FAILURES = [NOT_SIGNED_IN, NOT_FOUND, FORBIDDEN, OWNER_PROTECTED] as const;

/** Courses or services assigned to a user (POST replies; services' GET until services exist). */
export const ZAssignments = z.array(z.object({ id: z.string() })).meta({ id: 'Assignments' });

export const ZFollowReply = z.object({ following: z.boolean() }).meta({ id: 'FollowReply' });

export const USER_CALLS: readonly ApiCall[] = [
  {
    method: 'get',
    path: '/api/users',
    summary: 'The owner and admins with manage-users: every user of this site, by name.',
    reply: z.array(ZPublicUser),
    failures: [NOT_SIGNED_IN, FORBIDDEN],
  },
  {
    method: 'put',
    path: '/api/users/{id}',
    summary: 'The owner and admins with manage-users: edit a user’s profile fields and teacher flag (the owner’s only by the owner).',
    pathParams: ZIdPath,
    body: ZUpdateUserRequest,
    reply: ZPublicUser,
    failures: [NOT_SIGNED_IN, VALIDATION, BODY_TOO_LARGE, NOT_FOUND, FORBIDDEN, OWNER_PROTECTED],
  },
  {
    method: 'delete',
    path: '/api/users/{id}',
    summary:
      'Deletes an account with its sessions, tokens, notifications and follows: one’s own with `password` (never the owner’s), or another’s, without a body, by the owner or an admin with manage-users.',
    pathParams: ZIdPath,
    body: ZDeleteUserRequest,
    bodyOptional: true,
    reply: ZOkReply,
    failures: [NOT_SIGNED_IN, VALIDATION, BODY_TOO_LARGE, NOT_FOUND, FORBIDDEN, OWNER_PROTECTED, WRONG_PASSWORD],
  },
  {
    method: 'post',
    path: '/api/users/{id}/suspend',
    summary: 'The owner and admins with manage-users: suspend a user (never the owner), ending their sessions at once.',
    pathParams: ZIdPath,
    reply: ZTrueReply,
    failures: [...MANAGING_FAILURES, AppErrorCode.PLAN_LIMIT],
  },
  {
    method: 'post',
    path: '/api/users/{id}/unsuspend',
    summary: 'The owner and admins with manage-users: lift a user’s suspension.',
    pathParams: ZIdPath,
    reply: ZTrueReply,
    failures: MANAGING_FAILURES,
  },
  {
    method: 'post',
    path: '/api/users/{id}/rights',
    summary: 'The owner and admins with modify-admins: make a user an admin (with `rights`, else keeping theirs) or a plain user again (rights and assignments cleared). An admin gives and takes away only rights they hold, never modify-admins (403).',
    pathParams: ZIdPath,
    body: ZRightsRequest,
    reply: ZPublicUser,
    failures: [...MANAGING_FAILURES, VALIDATION, BODY_TOO_LARGE, AppErrorCode.PLAN_LIMIT],
  },
  {
    method: 'put',
    path: '/api/users/{id}/admin-access',
    summary:
      'The owner and admins with modify-admins (and modify-courses or modify-services for the lists sent): make a user an admin with exactly these `rights`, courses (`*` for every one) and services, in one write; an omitted list stays as it is. An admin gives and takes away only rights they hold, never modify-admins (403).',
    pathParams: ZIdPath,
    body: ZAdminAccessRequest,
    reply: ZPublicUser,
    failures: [...MANAGING_FAILURES, VALIDATION, BODY_TOO_LARGE, AppErrorCode.PLAN_LIMIT],
  },
  {
    method: 'post',
    path: '/api/users/{id}/promote/',
    summary: 'The owner and admins with modify-admins: make a user an admin, keeping the rights they have.',
    pathParams: ZIdPath,
    reply: ZPublicUser,
    failures: MANAGING_FAILURES,
  },
  {
    method: 'post',
    path: '/api/users/{id}/follow',
    summary: 'Signed-in users: follow another user of this site (idempotent; the followed user is notified).',
    pathParams: ZIdPath,
    reply: ZFollowReply,
    failures: [NOT_SIGNED_IN, VALIDATION, NOT_FOUND],
  },
  {
    method: 'post',
    path: '/api/users/{id}/unfollow',
    summary: 'Signed-in users: stop following a user of this site (idempotent).',
    pathParams: ZIdPath,
    reply: ZFollowReply,
    failures: [NOT_SIGNED_IN, VALIDATION, NOT_FOUND],
  },
  {
    method: 'get',
    path: '/api/users/{id}/courses/teacher',
    summary: 'The courses assigned to a user, as cards: one’s own for anyone signed in, another’s with modify-courses.',
    pathParams: ZIdPath,
    reply: z.array(ZCourseCard),
    failures: [NOT_SIGNED_IN, NOT_FOUND, FORBIDDEN],
  },
  {
    method: 'get',
    path: '/api/users/{id}/services/teacher',
    summary: 'The services assigned to a user: one’s own for anyone signed in, another’s with modify-services.',
    pathParams: ZIdPath,
    reply: ZAssignments,
    failures: [NOT_SIGNED_IN, NOT_FOUND, FORBIDDEN],
  },
  {
    method: 'post',
    path: '/api/users/{id}/courses',
    summary: 'The owner and admins with modify-courses: replace the courses a teacher or limited admin looks after.',
    pathParams: ZIdPath,
    body: ZAssignCoursesRequest,
    reply: ZAssignments,
    failures: [NOT_SIGNED_IN, VALIDATION, BODY_TOO_LARGE, NOT_FOUND, FORBIDDEN],
  },
  {
    method: 'post',
    path: '/api/users/{id}/services',
    summary: 'The owner and admins with modify-services: replace the services a teacher or limited admin looks after.',
    pathParams: ZIdPath,
    body: ZAssignServicesRequest,
    reply: ZAssignments,
    failures: [NOT_SIGNED_IN, VALIDATION, BODY_TOO_LARGE, NOT_FOUND, FORBIDDEN],
  },
];
