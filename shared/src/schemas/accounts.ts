import { isValidPhoneNumber } from 'libphonenumber-js';
import { z } from 'zod';

/**
 * The account calls of the contract (platform-core §7) and the rules of §5. The sign-up and
 * sign-in islands validate with these schemas and the server enforces the same ones, so the two
 * can never disagree. Issue messages are catalogue keys, translated where they are shown.
 */

export const PASSWORD_MIN_LENGTH = 6;

/** Egypt is the default region, so national numbers such as 01012345678 are accepted. */
const DEFAULT_PHONE_REGION = 'EG';

const ZEmail = z
  .string({ error: 'validation.emailInvalid' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'validation.emailInvalid' }).max(254, { error: 'validation.emailInvalid' }));

const ZPassword = z
  .string({ error: 'validation.passwordMin' })
  .min(PASSWORD_MIN_LENGTH, { error: 'validation.passwordMin' })
  .max(256, { error: 'validation.passwordMax' });

/** A full name is at least two words (first and last name), in any script. */
export const ZFullName = z
  .string({ error: 'validation.nameFull' })
  .trim()
  .max(120, { error: 'validation.nameFull' })
  .refine((name) => name.split(/\s+/u).filter((part) => /\p{L}/u.test(part)).length >= 2, {
    error: 'validation.nameFull',
  });

export const ZTelephone = z
  .string({ error: 'validation.telephoneInvalid' })
  .trim()
  .refine((phone) => isValidPhoneNumber(phone, DEFAULT_PHONE_REGION), { error: 'validation.telephoneInvalid' });

/** Telegram is optional; when given it is a username starting with @ (Telegram allows 5–32 of a-z, 0-9, _). */
export const ZTelegram = z
  .string({ error: 'validation.telegramAt' })
  .trim()
  .refine((handle) => handle === '' || /^@[A-Za-z0-9_]{5,32}$/.test(handle), { error: 'validation.telegramAt' });

export const ZSignUpRequest = z.object({
  name: ZFullName,
  email: ZEmail,
  password: ZPassword,
  telegram: ZTelegram.optional().default(''),
  telephone: ZTelephone,
  /** The page to come back to after verifying and signing in; an unsafe one falls back to home (return-path.ts). */
  returnTo: z.string().optional().meta({ description: 'A same-site path to return to after verifying and signing in; anything else means the home page.' }),
});
export type TSignUpRequest = z.infer<typeof ZSignUpRequest>;

/** The sign-up form adds what only the browser asks: the password twice and the terms. */
export const ZSignUpForm = ZSignUpRequest.extend({
  confirmPassword: z.string({ error: 'validation.passwordsMatch' }),
  acceptTerms: z.literal(true, { error: 'validation.termsRequired' }),
}).refine((form) => form.password === form.confirmPassword, {
  error: 'validation.passwordsMatch',
  path: ['confirmPassword'],
});
export type TSignUpForm = z.input<typeof ZSignUpForm>;

export const ZSignInRequest = z.object({
  email: ZEmail,
  password: z.string({ error: 'validation.passwordRequired' }).min(1, { error: 'validation.passwordRequired' }).max(256),
});
export type TSignInRequest = z.infer<typeof ZSignInRequest>;

/** Verification and reset tokens are base32 strings (see cms/services/tokens). */
export const ZTokenParam = z.string().regex(/^[a-z2-7]{20,64}$/);
