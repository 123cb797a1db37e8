import { z } from 'zod';
import { AppErrorCode } from '../errors';
import { ZEmailRequest, ZUpdateMeRequest, ZUpdatePasswordRequest } from '../schemas/account-management';
import { ZSignInRequest, ZSignUpRequest, ZTokenParam } from '../schemas/accounts';
import { type ApiCall, ZIdPath, ZOkReply, ZPublicUser, ZSiteSettings } from './common';

/** Accounts and their sessions: signing up, in and out, passwords, one's own profile and devices. */

const { VALIDATION, BODY_TOO_LARGE, NOT_SIGNED_IN, NOT_FOUND, INVALID_TOKEN, WRONG_PASSWORD } = AppErrorCode;

/** One open session of the user (cms/services/sessions/list-sessions.ts). */
export const ZSessionListing = z
  .object({
    id: z.string(),
    createdAt: z.iso.datetime(),
    lastSeenAt: z.iso.datetime(),
    userAgent: z.string().meta({ description: 'User-Agent of the device that signed in, or empty.' }),
    ip: z.string().meta({ description: 'Address the session was opened from, or empty.' }),
    current: z.boolean().meta({ description: 'The session this very request came with.' }),
    browser: z.string().nullable().meta({ description: 'The browser read from the user agent ("Chrome"), or null when unknown.' }),
    os: z.string().nullable().meta({ description: 'The operating system read from the user agent ("Android"), or null when unknown.' }),
  })
  .meta({ id: 'SessionListing' });

export const ACCOUNT_CALLS: readonly ApiCall[] = [
  {
    method: 'post',
    path: '/api/users/sign-up',
    summary: 'Creates an unverified account and mails a link to /verify/{token} on the same site.',
    body: ZSignUpRequest,
    reply: z.object({ user: ZPublicUser, message: z.string() }),
    failures: [VALIDATION, AppErrorCode.EMAIL_EXISTS, BODY_TOO_LARGE, AppErrorCode.TOO_MANY_REQUESTS, AppErrorCode.PLAN_LIMIT],
  },
  {
    method: 'get',
    path: '/api/users/verify/{token}',
    summary: 'Verifies the account of a mailed token; opening the link again says so instead of failing.',
    pathParams: z.object({ token: ZTokenParam }),
    reply: z.object({ status: z.enum(['verified', 'already-verified']) }),
    failures: [INVALID_TOKEN],
  },
  {
    method: 'post',
    path: '/api/users/sign-in',
    summary: 'Signs in and sets the HttpOnly `session` cookie.',
    body: ZSignInRequest,
    reply: ZPublicUser,
    failures: [
      VALIDATION,
      AppErrorCode.INCORRECT_CREDENTIALS,
      AppErrorCode.NOT_VERIFIED,
      AppErrorCode.SUSPENDED,
      AppErrorCode.TOO_MANY_ATTEMPTS,
      BODY_TOO_LARGE,
    ],
  },
  {
    method: 'post',
    path: '/api/users/logout',
    summary: 'Ends this session, if any, and clears the cookie.',
    reply: ZOkReply,
    failures: [],
  },
  {
    method: 'get',
    path: '/api/users/info',
    summary: 'The signed-in user and the site settings.',
    reply: z.object({ user: ZPublicUser, siteSettings: ZSiteSettings }),
    failures: [NOT_SIGNED_IN],
  },
  {
    method: 'post',
    path: '/api/users/resend-email',
    summary:
      'Anyone: mails a fresh verification link if the address has an unverified, unsuspended account here, and answers the same either way.',
    body: ZEmailRequest,
    reply: ZOkReply,
    failures: [VALIDATION, BODY_TOO_LARGE, AppErrorCode.TOO_MANY_REQUESTS],
  },
  {
    method: 'post',
    path: '/api/users/password/reset',
    summary: 'Anyone: mails a single-use password-reset link (valid 1 hour) if the address has an unsuspended account here, and answers the same either way.',
    body: ZEmailRequest,
    reply: ZOkReply,
    failures: [VALIDATION, BODY_TOO_LARGE, AppErrorCode.TOO_MANY_REQUESTS],
  },
  {
    method: 'post',
    path: '/api/users/update-password',
    summary:
      'Sets a new password with a mailed reset `token` (signed out too), a generated set-password `token` (its own user, signed in) or, signed in, the `oldPassword`; ends the user’s other sessions.',
    body: ZUpdatePasswordRequest,
    reply: ZOkReply,
    failures: [VALIDATION, INVALID_TOKEN, NOT_SIGNED_IN, WRONG_PASSWORD, BODY_TOO_LARGE],
  },
  {
    method: 'post',
    path: '/api/users/generate-token',
    summary: 'Signed-in users: a set-password token for themselves, valid 10 minutes and once, to send as `token` to update-password.',
    reply: z.object({ token: z.string(), expiresAt: z.iso.datetime() }),
    failures: [NOT_SIGNED_IN],
  },
  {
    method: 'put',
    path: '/api/users/me',
    summary: 'Signed-in users: changes exactly one of their own editable fields and answers the updated user.',
    body: ZUpdateMeRequest,
    reply: ZPublicUser,
    failures: [NOT_SIGNED_IN, VALIDATION, BODY_TOO_LARGE],
  },
  {
    method: 'get',
    path: '/api/users/sessions',
    summary: 'Signed-in users: their open sessions on this site, most recently used first.',
    reply: z.array(ZSessionListing),
    failures: [NOT_SIGNED_IN],
  },
  {
    method: 'delete',
    path: '/api/users/sessions/{id}',
    summary: 'Signed-in users: ends one of their own sessions (the current one clears the cookie); anyone else’s is not found.',
    pathParams: ZIdPath,
    reply: ZOkReply,
    failures: [NOT_SIGNED_IN, NOT_FOUND],
  },
  {
    method: 'delete',
    path: '/api/users/sessions/other',
    summary: 'Signed-in users: ends every session of theirs except the current one.',
    reply: ZOkReply,
    failures: [NOT_SIGNED_IN],
  },
  {
    method: 'get',
    path: '/api/users/google/start',
    summary: 'Browser navigation: starts Google sign-in (authorization code + PKCE + state) with the site’s own Google client.',
    redirect: 'To Google’s consent screen; the state and PKCE verifier travel in short-lived HttpOnly cookies.',
    failures: [AppErrorCode.GOOGLE_NOT_SET_UP],
  },
  {
    method: 'get',
    path: '/api/users/google/callback',
    summary: 'Browser navigation: Google sends the visitor back here with `code` and `state`.',
    redirect:
      'To / signed in (a new, verified account is created for an unknown address Google verified); else to /sign-in?error=google-not-linked (an account exists that was not created with Google), suspended or google-failed.',
    failures: [],
  },
];
