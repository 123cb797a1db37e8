import { z } from 'zod';
import { EVERY_COURSE } from '../course-management';
import { isFileKey } from '../file-keys';
import { isFormOfAddress } from '../form-of-address';
import { LANGUAGES } from '../i18n/languages';
import { RIGHTS } from '../rights';
import { PASSWORD_MIN_LENGTH, ZFullName, ZTelegram, ZTelephone } from './accounts';

/**
 * Bodies of the account, session and user-administration calls (platform-core §7, issue #3).
 * Unknown fields are refused, never ignored: a request that tries to set `role` on itself must
 * fail visibly rather than appear to succeed.
 */

const ZEmail = z
  .string({ error: 'validation.emailInvalid' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'validation.emailInvalid' }));

export const ZEmailRequest = z.object({ email: ZEmail });

const ZNewPassword = z
  .string({ error: 'validation.passwordMin' })
  .min(PASSWORD_MIN_LENGTH, { error: 'validation.passwordMin' })
  .max(256, { error: 'validation.passwordMax' });

/** Signed in: the old password proves it is you. With a reset (or generated) token: the token does. */
export const ZUpdatePasswordRequest = z.object({
  oldPassword: z.string().max(256).optional(),
  newPassword: ZNewPassword,
  token: z.string().max(64).optional(),
});
export type TUpdatePasswordRequest = z.infer<typeof ZUpdatePasswordRequest>;

/** The settings string of a user (§3): a JSON object with optional darkMode and lang, and addressAs (form-of-address.ts). */
export const ZUserSettingsString = z
  .string({ error: 'validation.settingsInvalid' })
  .max(4096, { error: 'validation.settingsInvalid' })
  .refine(
    (text) => {
      try {
        const value: unknown = JSON.parse(text);
        if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
        const { darkMode, lang, addressAs } = value as { darkMode?: unknown; lang?: unknown; addressAs?: unknown };
        return (
          (darkMode === undefined || typeof darkMode === 'boolean') &&
          (lang === undefined || LANGUAGES.includes(lang as never)) &&
          (addressAs === undefined || isFormOfAddress(addressAs))
        );
      } catch {
        return false;
      }
    },
    { error: 'validation.settingsInvalid' },
  );

/** The longest bio, in UTF-16 code units as the textarea and zod count them (validation.bioTooLong says it). */
export const BIO_MAX_LENGTH = 2000;
const ZBio = z.string({ error: 'validation.invalidField' }).max(BIO_MAX_LENGTH, { error: 'validation.bioTooLong' });
/** A key returned by POST /api/files/upload, or empty to clear the photo. */
const ZFileKey = z.string({ error: 'validation.invalidField' }).refine((key) => key === '' || isFileKey(key), { error: 'validation.fileKey' });

/** What a user may change on themselves. */
export const OWN_EDITABLE_FIELDS = {
  name: ZFullName,
  bio: ZBio,
  telegram: ZTelegram,
  telephone: ZTelephone,
  profilephoto: ZFileKey,
  settings: ZUserSettingsString,
} as const;
export type OwnEditableField = keyof typeof OWN_EDITABLE_FIELDS;

/** Each own editable field, optional: the shape both profile-editing calls start from. */
const OPTIONAL_OWN_FIELDS = {
  name: OWN_EDITABLE_FIELDS.name.optional(),
  bio: OWN_EDITABLE_FIELDS.bio.optional(),
  telegram: OWN_EDITABLE_FIELDS.telegram.optional(),
  telephone: OWN_EDITABLE_FIELDS.telephone.optional(),
  profilephoto: OWN_EDITABLE_FIELDS.profilephoto.optional(),
};

/** PUT /api/users/me: exactly one field and its value. */
export const ZUpdateMeRequest = z
  .strictObject({ ...OPTIONAL_OWN_FIELDS, settings: OWN_EDITABLE_FIELDS.settings.optional() }, { error: 'validation.notEditable' })
  .refine((body) => Object.keys(body).length === 1, { error: 'validation.oneField' });
export type TUpdateMeRequest = z.infer<typeof ZUpdateMeRequest>;

/** PUT /api/users/{id}: an administrator edits another user's profile and teacher flag. */
export const ZUpdateUserRequest = z
  .strictObject({ ...OPTIONAL_OWN_FIELDS, isTeacher: z.boolean({ error: 'validation.invalidField' }).optional() }, { error: 'validation.notEditable' })
  .refine((body) => Object.keys(body).length > 0, { error: 'validation.oneField' });
export type TUpdateUserRequest = z.infer<typeof ZUpdateUserRequest>;

/** DELETE /api/users/{id}: deleting yourself needs your password; an admin sends no body. */
export const ZDeleteUserRequest = z.object({ password: z.string().max(256).optional() });

const ZRights = z.array(z.enum(RIGHTS, { error: 'validation.rightInvalid' })).max(RIGHTS.length);

/** POST /api/users/{id}/rights: promote to admin (with rights) or demote to user. */
export const ZRightsRequest = z.strictObject(
  {
    newRole: z.enum(['admin', 'user'], { error: 'validation.roleInvalid' }),
    rights: ZRights.optional(),
  },
  { error: 'validation.notEditable' },
);
export type TRightsRequest = z.infer<typeof ZRightsRequest>;

const ZIdList = z.array(z.uuid({ error: 'validation.idInvalid' }), { error: 'validation.idInvalid' }).max(500);
export const ZAssignCoursesRequest = z.object({ courses: ZIdList });
export const ZAssignServicesRequest = z.object({ services: ZIdList });

/**
 * PUT /api/users/{id}/admin-access: an admin's whole access in one write, so promoting someone
 * "limited to this course with that right" is never left half done. Omitted lists stay as they are.
 */
export const ZAdminAccessRequest = z.strictObject(
  {
    rights: ZRights,
    adminCourses: z
      .array(z.union([z.literal(EVERY_COURSE), z.uuid({ error: 'validation.idInvalid' })], { error: 'validation.idInvalid' }), { error: 'validation.idInvalid' })
      .max(500)
      .optional(),
    adminServices: ZIdList.optional(),
  },
  { error: 'validation.notEditable' },
);
export type TAdminAccessRequest = z.infer<typeof ZAdminAccessRequest>;

/** Ids in paths are UUIDs; anything else cannot name a record and is answered 404. */
export const ZIdParam = z.uuid();
