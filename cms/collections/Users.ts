import type { CollectionConfig, FieldAccess, SelectFieldManyValidation, Validate } from 'payload';
import { select } from 'payload/shared';
import { errorMessage } from '@halaqa/shared/error-message';
import { translatorFor } from '@halaqa/shared/i18n/index';
import { refusedRightChanges, rightChangeRefusal } from '@halaqa/shared/right-changes';
import { OWN_EDITABLE_FIELDS } from '@halaqa/shared/schemas/account-management';
import { hasRight, isOwner, RIGHTS, ROLES, type RoleHolder } from '@halaqa/shared/rights';
import { isPlatformOperator } from '../access/platform-operators';
import { isTenantStaff, sessionUserOf } from '../access/staff';
import { usersAccess } from '../access/usersAccess';
import { sessionStrategy } from '../auth/session-strategy';
import { endSiteSessionOnLogout } from '../hooks/endSiteSessionOnLogout';
import { siteFileKeys } from '../fields/site-file-keys';
import { tenantField } from '../fields/tenant-field';
import { messageOf, validateWith } from '../fields/validate-with';
import { announceTenantContentChanges } from '../services/content-version/content-change-hooks';
import { usersWithinPlan } from '../services/plans/plan-limit-hooks';
import { collectionLabels, withFieldLabels } from './admin-labels';
import { fileKeysWidget, userSettingsWidget } from './admin-widgets';

/**
 * What of a user a visitor's page can show (a course's trainer), and what decides whether it
 * shows: a suspended teacher's biography leaves the course page (courses/reads/course-details).
 */
const PUBLIC_FIELDS = ['name', 'profilephoto', 'bio', 'isTeacher', 'suspended'] as const;

const never: FieldAccess = () => false;

/** PUT /api/users/{id} {isTeacher}: holders of manage-users, on anyone but the owner (who may on themselves). */
const teacherFlagSetters: FieldAccess = ({ req, doc }) => {
  const user = sessionUserOf(req);
  const target = doc as (RoleHolder & { id?: string }) | undefined;
  return Boolean(user && target && hasRight(user, 'manage-users') && (!isOwner(target) || target.id === user.id));
};

/** POST /api/users/{id}/rights: holders of modify-admins, never on themselves or the owner. */
const roleChangers: FieldAccess = ({ req, doc }) => {
  const user = sessionUserOf(req);
  const target = doc as (RoleHolder & { id?: string }) | undefined;
  return Boolean(user && target && hasRight(user, 'modify-admins') && target.id !== user.id && !isOwner(target));
};

/**
 * Nobody is made owner through Payload: a role becomes admin or user (the site's newRole), the
 * owner's stays. The platform itself (`halaqa tenant create`) makes owners, with overrideAccess.
 */
const assignableRole: Validate = (value, { overrideAccess, previousValue }) =>
  overrideAccess || value === previousValue || value === 'admin' || value === 'user' ? true : messageOf('validation.roleInvalid');

const rightsListOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((right): right is string => typeof right === 'string') : []);

/**
 * A role changer gives and takes away through Payload only what the site's calls let them
 * (shared/right-changes, issue #39): rights they hold, modify-admins only as the owner. Rights not
 * sent are not changed. Services check the same rule themselves (users/actor.ts).
 */
const changeableRights: SelectFieldManyValidation = (value, options) => {
  const known = select(value, options);
  const user = sessionUserOf(options.req);
  if (known !== true || options.overrideAccess || !user || value === undefined) return known;
  const [refused] = refusedRightChanges(user, rightsListOf(options.previousValue), rightsListOf(value));
  return refused ? errorMessage(rightChangeRefusal(refused), translatorFor('en')) : true;
};

/** What a user edits of themselves, checked by the rules of PUT /api/users/me. */
const own = OWN_EDITABLE_FIELDS;

/**
 * People of one tenant. The same email on two tenants is two separate accounts, hence the
 * (tenant, email) unique index instead of a unique email. Sign-in is the site's (Lucia design,
 * services/sessions); Payload's own local strategy is off and the admin reads the same cookie.
 */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: collectionLabels('users'),
  admin: { useAsTitle: 'email', defaultColumns: ['name', 'email', 'verified', 'suspended'] },
  auth: {
    disableLocalStrategy: true,
    strategies: [sessionStrategy],
  },
  access: { ...usersAccess, admin: (args) => isTenantStaff(args) || isPlatformOperator(args.req) },
  hooks: {
    afterLogout: [endSiteSessionOnLogout],
    beforeChange: [usersWithinPlan],
    // Course pages cached for visitors show trainers' names, photos and bios. A new account is
    // shown nowhere yet (it becomes a trainer through an update), so sign-ups keep the cache.
    ...announceTenantContentChanges({ shows: (doc, previous) => Boolean(previous?.id) && PUBLIC_FIELDS.some((field) => doc[field] !== previous?.[field]) }),
  },
  indexes: [{ fields: ['tenant', 'email'], unique: true }],
  fields: withFieldLabels('users', [
    tenantField({ access: { update: never }, admin: { position: 'sidebar', readOnly: true } }),
    { name: 'email', type: 'email', required: true, access: { update: never } },
    { name: 'name', type: 'text', required: true, validate: validateWith(own.name) },
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
    { name: 'telegram', type: 'text', validate: validateWith(own.telegram) },
    { name: 'telephone', type: 'text', validate: validateWith(own.telephone) },
    { name: 'bio', type: 'textarea', validate: validateWith(own.bio) },
    { name: 'profilephoto', type: 'text', admin: fileKeysWidget, validate: siteFileKeys(own.profilephoto) },
    {
      // Kept as the JSON string the contract sends (platform-core §3: { darkMode, lang }).
      name: 'settings',
      type: 'text',
      admin: userSettingsWidget,
      defaultValue: '{}',
      validate: validateWith(own.settings),
    },
    { name: 'isTeacher', type: 'checkbox', defaultValue: false, access: { update: teacherFlagSetters } },
    {
      name: 'role',
      type: 'group',
      access: { update: roleChangers },
      fields: [
        { name: 'role', type: 'select', required: true, defaultValue: 'user', options: [...ROLES], validate: assignableRole },
        { name: 'rights', type: 'select', hasMany: true, options: [...RIGHTS], validate: changeableRights },
        { name: 'adminCourses', type: 'text', hasMany: true },
        { name: 'adminServices', type: 'text', hasMany: true },
      ],
    },
    // Verification is the mailed link's; suspension ends sessions on the site (POST …/suspend).
    { name: 'verified', type: 'checkbox', defaultValue: false, access: { update: never } },
    { name: 'suspended', type: 'checkbox', defaultValue: false, access: { update: never } },
    // Runs the platform (pays trainers' payouts in the admin); set only by `halaqa operator grant`.
    { name: 'platformOperator', type: 'checkbox', defaultValue: false, access: { update: never }, admin: { readOnly: true, position: 'sidebar' } },
  ]),
};
