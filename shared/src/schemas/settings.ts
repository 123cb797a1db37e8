import { z } from 'zod';

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
