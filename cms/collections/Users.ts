import type { CollectionConfig, FieldAccess } from 'payload';
import { isOwner } from '@halaqa/shared/rights';
import { isTenantStaff, sessionUserOf } from '../access/staff';
import { usersAccess } from '../access/usersAccess';
import { sessionStrategy } from '../auth/session-strategy';
import { endSiteSessionOnLogout } from '../hooks/endSiteSessionOnLogout';
import { RIGHTS, ROLES } from '@halaqa/shared/rights';
import { tenantField } from '../fields/tenant-field';
import { announceTenantContentChanges } from '../services/content-version/content-change-hooks';

/** What of a user a visitor's page can show (a course's trainer). */
const PUBLIC_FIELDS = ['name', 'profilephoto', 'bio', 'isTeacher'] as const;

const ownerOnly: FieldAccess = ({ req }) => {
  const user = sessionUserOf(req);
  return Boolean(user && isOwner(user));
};
const never: FieldAccess = () => false;

/**
 * People of one tenant. The same email on two tenants is two separate accounts, hence the
 * (tenant, email) unique index instead of a unique email. Sign-in is the site's (Lucia design,
 * services/sessions); Payload's own local strategy is off and the admin reads the same cookie.
 */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', defaultColumns: ['name', 'email', 'verified', 'suspended'] },
  auth: {
    disableLocalStrategy: true,
    strategies: [sessionStrategy],
  },
  access: { ...usersAccess, admin: isTenantStaff },
  hooks: {
    afterLogout: [endSiteSessionOnLogout],
    // Course pages cached for visitors show trainers' names, photos and bios. A new account is
    // shown nowhere yet (it becomes a trainer through an update), so sign-ups keep the cache.
    ...announceTenantContentChanges((doc, previous) => Boolean(previous?.id) && PUBLIC_FIELDS.some((field) => doc[field] !== previous?.[field])),
  },
  indexes: [{ fields: ['tenant', 'email'], unique: true }],
  fields: [
    tenantField({ access: { update: never }, admin: { position: 'sidebar', readOnly: true } }),
    { name: 'email', type: 'email', required: true, access: { update: never } },
    { name: 'name', type: 'text', required: true },
    {
      // argon2id hash; never readable through any API and never shown in the admin.
      name: 'passwordHash',
      type: 'text',
      access: { read: never, create: never, update: never },
      admin: { hidden: true },
    },
    {
      // Google's stable id for the account (the id token's `sub`), set when the account was
      // created with Google: only such accounts can sign in with Google.
      name: 'googleSub',
      type: 'text',
      index: true,
      access: { read: never, create: never, update: never },
      admin: { hidden: true },
    },
    { name: 'telegram', type: 'text' },
    { name: 'telephone', type: 'text' },
    { name: 'bio', type: 'textarea' },
    { name: 'profilephoto', type: 'text', admin: { description: 'File key of the profile photo.' } },
    {
      // Kept as the JSON string the contract sends (platform-core §3: { darkMode, lang }).
      name: 'settings',
      type: 'text',
      defaultValue: '{}',
    },
    { name: 'isTeacher', type: 'checkbox', defaultValue: false, access: { update: ownerOnly } },
    {
      name: 'role',
      type: 'group',
      access: { update: ownerOnly },
      fields: [
        { name: 'role', type: 'select', required: true, defaultValue: 'user', options: [...ROLES] },
        { name: 'rights', type: 'select', hasMany: true, options: [...RIGHTS] },
        { name: 'adminCourses', type: 'text', hasMany: true },
        { name: 'adminServices', type: 'text', hasMany: true },
      ],
    },
    { name: 'verified', type: 'checkbox', defaultValue: false, access: { update: ownerOnly } },
    { name: 'suspended', type: 'checkbox', defaultValue: false, access: { update: ownerOnly } },
  ],
};
