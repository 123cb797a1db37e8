import { z } from 'zod';
import { AppErrorCode, type TAppErrorCode } from './errors';
import { LANGUAGES } from './i18n/index';
import { RIGHTS, ROLES } from './rights';
import { ZSignInRequest, ZSignUpRequest, ZTokenParam } from './schemas/accounts';

/**
 * The calls the site answers (platform-core §7), described once so the OpenAPI document
 * (`openapi.ts`, served at /api/openapi.json) is generated and never drifts from hand-written
 * prose. Adding a call is one entry in API_CALLS.
 */

/** Every failure: `{ error }` in the request's language, plus `field` for validation (site/server/http.ts). */
export const ZErrorReply = z
  .object({
    error: z.string().meta({ description: 'The message, in the language of the `lang` cookie (English by default).' }),
    field: z.string().optional().meta({ description: 'The offending field, on validation errors only.' }),
  })
  .meta({ id: 'ErrorReply' });

/** The user as the contract shows it (cms/services/accounts/public-user.ts): no hash, no tenant. */
export const ZPublicUser = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    telegram: z.string(),
    telephone: z.string(),
    bio: z.string(),
    profilephoto: z.string().meta({ description: 'File key of the profile photo, or empty.' }),
    settings: z.string().meta({ description: 'The JSON string of the user’s settings, parsed by the client (spec).' }),
    isTeacher: z.boolean(),
    role: z.object({
      role: z.enum(ROLES),
      rights: z.array(z.enum(RIGHTS)),
      adminCourses: z.array(z.string()),
      adminServices: z.array(z.string()),
    }),
    scores: z.array(z.object({ id: z.string(), score: z.number() })),
    verified: z.boolean(),
    suspended: z.boolean(),
  })
  .meta({ id: 'PublicUser' });

/** The site settings every page and GET /api/users/info get (cms/services/accounts/public-user.ts). */
export const ZSiteSettings = z
  .object({
    siteName: z.string(),
    siteDesc: z.string(),
    siteLongDesc: z.string(),
    siteLogo: z.string().meta({ description: 'File key of the logo, or empty.' }),
    siteLang: z.enum(LANGUAGES),
    themeColor: z.string(),
    secThemeColor: z.string(),
    homeBackground: z.string().meta({ description: 'File key of the home background, or empty.' }),
    blogVisible: z.boolean(),
    servicesVisible: z.boolean(),
    aboutVisible: z.boolean(),
    onboardingComplete: z.boolean(),
  })
  .meta({ id: 'SiteSettings' });

export interface ApiCall {
  method: 'get' | 'post';
  /** OpenAPI style: `{name}` for each path parameter, declared in `pathParams`. */
  path: `/api/${string}`;
  summary: string;
  pathParams?: z.ZodObject;
  body?: z.ZodType;
  /** The 200 reply. */
  reply: z.ZodType;
  /**
   * Failures of this call; their statuses come from errors.ts. Those any call may answer
   * (unknown site, foreign origin, internal error) are added by openapi.ts.
   */
  failures: readonly TAppErrorCode[];
}

export const API_CALLS: readonly ApiCall[] = [
  {
    method: 'post',
    path: '/api/users/sign-up',
    summary: 'Creates an unverified account and mails a link to /verify/{token} on the same site.',
    body: ZSignUpRequest,
    reply: z.object({ user: ZPublicUser, message: z.string() }),
    failures: [AppErrorCode.VALIDATION, AppErrorCode.EMAIL_EXISTS, AppErrorCode.BODY_TOO_LARGE],
  },
  {
    method: 'get',
    path: '/api/users/verify/{token}',
    summary: 'Verifies the account of a mailed token; opening the link again says so instead of failing.',
    pathParams: z.object({ token: ZTokenParam }),
    reply: z.object({ status: z.enum(['verified', 'already-verified']) }),
    failures: [AppErrorCode.INVALID_TOKEN],
  },
  {
    method: 'post',
    path: '/api/users/sign-in',
    summary: 'Signs in and sets the HttpOnly `session` cookie.',
    body: ZSignInRequest,
    reply: ZPublicUser,
    failures: [
      AppErrorCode.VALIDATION,
      AppErrorCode.INCORRECT_CREDENTIALS,
      AppErrorCode.NOT_VERIFIED,
      AppErrorCode.SUSPENDED,
      AppErrorCode.TOO_MANY_ATTEMPTS,
      AppErrorCode.BODY_TOO_LARGE,
    ],
  },
  {
    method: 'post',
    path: '/api/users/logout',
    summary: 'Ends this session, if any, and clears the cookie.',
    reply: z.object({ ok: z.literal(true) }),
    failures: [],
  },
  {
    method: 'get',
    path: '/api/users/info',
    summary: 'The signed-in user and the site settings.',
    reply: z.object({ user: ZPublicUser, siteSettings: ZSiteSettings }),
    failures: [AppErrorCode.NOT_SIGNED_IN],
  },
];
