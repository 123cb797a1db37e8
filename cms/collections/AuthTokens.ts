import type { CollectionConfig } from 'payload';
import { tenantField } from '../fields/tenant-field';
import { noOne } from '../access/noOne';

/**
 * verify-email and reset-password are mailed; set-password is handed to a signed-in user by
 * POST /api/users/generate-token and lets update-password proceed without the old password
 * (for accounts that have none, such as those created with Google).
 */
export const TOKEN_PURPOSES = ['verify-email', 'reset-password', 'set-password'] as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];

/**
 * Single-use, expiring tokens mailed to users (email verification, password reset). Stored hashed;
 * `usedAt` marks a spent token so a second click on a verification link can say "already verified".
 */
export const AuthTokens: CollectionConfig = {
  slug: 'auth-tokens',
  admin: { hidden: true },
  access: { create: noOne, read: noOne, update: noOne, delete: noOne },
  fields: [
    tenantField(),
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'purpose', type: 'select', required: true, options: [...TOKEN_PURPOSES] },
    { name: 'tokenHash', type: 'text', required: true, unique: true, index: true },
    { name: 'expiresAt', type: 'date', required: true },
    { name: 'usedAt', type: 'date' },
  ],
};
