import { z } from 'zod';
import { isFileKey } from '../file-keys';

/**
 * POST /api/settings/api {settings}: the site's Google sign-in client. A secret left out (or
 * sent back as the mask GET returned) keeps the stored one; an empty string clears it.
 */
export const SECRET_MASK = '********';

export const ZApiSettingsRequest = z.object({
  settings: z.strictObject(
    {
      googleClientId: z.string({ error: 'validation.invalidField' }).trim().max(300, { error: 'validation.invalidField' }).optional(),
      googleClientSecret: z.string({ error: 'validation.invalidField' }).trim().max(300, { error: 'validation.invalidField' }).optional(),
    },
    { error: 'validation.notEditable' },
  ),
});
export type TApiSettingsRequest = z.infer<typeof ZApiSettingsRequest>;

/** `#rgb` or `#rrggbb` (platform-core §5: colour inputs accept valid hex). */
const ZHexColour = z.string({ error: 'validation.colourInvalid' }).regex(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i, { error: 'validation.colourInvalid' });
const ZText = (max: number) => z.string({ error: 'validation.invalidField' }).trim().max(max, { error: 'validation.invalidField' });
/** A key returned by POST /api/files/upload, or empty to clear the image. */
const ZFileKey = z.string({ error: 'validation.invalidField' }).refine((key) => key === '' || isFileKey(key), { error: 'validation.fileKey' });
/** Rich text travels as HTML and is sanitised on the server before it is stored. */
const ZHtml = z.string({ error: 'validation.invalidField' }).max(200_000, { error: 'validation.invalidField' });

/** POST /api/settings/general {settings}: the site settings of platform-core §3; only the fields sent change. */
export const ZGeneralSettingsRequest = z.object({
  settings: z.strictObject(
    {
      siteName: ZText(120).min(1, { error: 'validation.siteNameRequired' }).optional(),
      siteDesc: ZText(300).optional(),
      siteLongDesc: ZText(5000).optional(),
      siteLogo: ZFileKey.optional(),
      siteLang: z.enum(['en', 'ar', 'es', 'fr'], { error: 'validation.languageInvalid' }).optional(),
      themeColor: ZHexColour.optional(),
      secThemeColor: ZHexColour.or(z.literal('')).optional(),
      homeBackground: ZFileKey.optional(),
      blogVisible: z.boolean({ error: 'validation.invalidField' }).optional(),
      servicesVisible: z.boolean({ error: 'validation.invalidField' }).optional(),
      aboutVisible: z.boolean({ error: 'validation.invalidField' }).optional(),
      onboardingComplete: z.boolean({ error: 'validation.invalidField' }).optional(),
      displayCourses: z.number({ error: 'validation.displayCoursesRange' }).int({ error: 'validation.displayCoursesRange' }).min(0, { error: 'validation.displayCoursesRange' }).max(5, { error: 'validation.displayCoursesRange' }).optional(),
      featuredCourses: z.array(z.uuid({ error: 'validation.invalidField' })).max(5, { error: 'validation.displayCoursesRange' }).optional(),
    },
    { error: 'validation.notEditable' },
  ),
});
export type TGeneralSettingsRequest = z.infer<typeof ZGeneralSettingsRequest>;

/** POST /api/settings/about {settings}: the about page. */
export const ZAboutSettingsRequest = z.object({
  settings: z.strictObject({ title: ZText(200).optional(), content: ZHtml.optional(), image: ZFileKey.optional() }, { error: 'validation.notEditable' }),
});
export type TAboutSettingsRequest = z.infer<typeof ZAboutSettingsRequest>;

/** POST /api/settings/legal {settings}: the documents accepted at sign-up. */
export const ZLegalSettingsRequest = z.object({
  settings: z.strictObject({ termsOfService: ZHtml.optional(), privacyPolicy: ZHtml.optional() }, { error: 'validation.notEditable' }),
});
export type TLegalSettingsRequest = z.infer<typeof ZLegalSettingsRequest>;

/** POST /api/log-client-error: what the browser's error handlers send (platform-core §3, §7). */
export const ZClientErrorReport = z.object({
  message: ZText(2000).default('Unhandled rejection'),
  source: ZText(2000).optional(),
  lineno: z.number().int().nonnegative().optional(),
  colno: z.number().int().nonnegative().optional(),
  stack: ZText(20_000).optional(),
  userAgent: ZText(1000).optional(),
  location: ZText(2000).optional(),
});
export type TClientErrorReport = z.infer<typeof ZClientErrorReport>;
