import { z } from 'zod';
import type { TAppErrorCode } from '../errors';
import { LANGUAGES } from '../i18n/languages';
import { PLANS, UPGRADE_FEATURES } from '../plans';
import { RIGHTS, ROLES } from '../rights';
import { ZIdParam } from '../schemas/account-management';

/**
 * What every domain of the registry shares: the shape of an entry and the reply schemas more
 * than one call answers. Schemas with `.meta({ id })` become named components of the document.
 */

export interface ApiCall {
  method: 'get' | 'post' | 'put' | 'delete';
  /** OpenAPI style: `{name}` for each path parameter, declared in `pathParams`. */
  path: `/api/${string}`;
  summary: string;
  pathParams?: z.ZodObject;
  /** Parameters of the query string, parsed by the endpoint with this schema. */
  queryParams?: z.ZodObject;
  body?: z.ZodType;
  /** A multipart/form-data body instead of JSON (file uploads). */
  multipartBody?: z.ZodType;
  /** The body may be left out entirely (the endpoint reads it with readOptionalJsonBody). */
  bodyOptional?: true;
  /** The 200 reply; for a browser navigation that always redirects, `redirect` instead. */
  reply?: z.ZodType;
  /** The call answers 302; this says where the Location header leads. */
  redirect?: string;
  /** The 200 reply is a file, not JSON (a receipt's PDF). */
  file?: { contentType: string; description: string };
  /** Files the 200 reply may be instead of the JSON `reply`, as the query asks (a gradebook's CSV or XLSX). */
  files?: readonly { contentType: string; description: string }[];
  /**
   * Failures of this call; their statuses come from errors.ts. Those any call may answer
   * (unknown site, foreign origin, internal error) are added by openapi.ts.
   */
  failures: readonly TAppErrorCode[];
}

/** What a 402 refusal of the site's plan offers (shared/src/plans.ts `UpgradeOffer`). */
export const ZUpgradeOffer = z
  .object({
    featureName: z.enum([...UPGRADE_FEATURES, 'meetings']),
    currentPlan: z.enum(PLANS),
    usageLimit: z.number().optional().meta({ description: 'The plan’s limit, when a count or size ran out (bytes for storage).' }),
    currentUsage: z.number().optional(),
    suggestedPlan: z.enum(PLANS),
  })
  .meta({ id: 'UpgradeOffer' });

/**
 * Every failure: `{ error }` in the request's language, plus `field` for validation and `upgrade`
 * for the plan's refusals (site/server/http.ts).
 */
export const ZErrorReply = z
  .object({
    error: z.string().meta({ description: 'The message, in the language of the `lang` cookie (English by default).' }),
    field: z.string().optional().meta({ description: 'The offending field, on validation errors only.' }),
    upgrade: ZUpgradeOffer.optional().meta({ description: 'On 402 refusals of the site’s plan: what the upgrade dialog shows.' }),
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
    displayCourses: z.number().meta({ description: 'How many course cards the home page shows (0 to 5).' }),
    featuredCourses: z.array(z.string()).meta({ description: 'Courses the home page shows first, in order; newest listed ones fill the rest.' }),
  })
  .meta({ id: 'SiteSettings' });

/** The reply of calls that only report success. */
export const ZOkReply = z.object({ ok: z.literal(true) }).meta({ id: 'OkReply' });

/** The bare `true` some calls of the spec answer instead of `{ ok: true }`. */
export const ZTrueReply = z.literal(true).meta({ id: 'TrueReply' });

/** The `{id}` of a path: a UUID; anything else is answered 404 (site/server/guards.ts idParam). */
export const ZIdPath = z.object({ id: ZIdParam });
