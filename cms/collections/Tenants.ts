import type { Access, CollectionConfig, FieldHook, Where } from 'payload';
import { BILLING_CYCLES, PLANS } from '@halaqa/shared/plans';
import { RENEWAL_TYPES } from '@halaqa/shared/subscription-terms';
import { hasRight } from '@halaqa/shared/rights';
import { ZAboutSettingsRequest, ZApiSettingsRequest, ZGeneralSettingsRequest, ZLegalSettingsRequest } from '@halaqa/shared/schemas/settings';
import { isValidTenantDomain } from '@halaqa/shared/tenant-host';
import { isTenantStaff, sessionUserOf } from '../access/staff';
import { publicSiteFileKeys } from '../fields/site-file-keys';
import { htmlFromRichTextEditor, richTextEditorOf, type HtmlAsRichText } from '../fields/html-as-rich-text';
import { validateWith } from '../fields/validate-with';
import { sanitizeRichText } from '../services/content/sanitize-rich-text';
import { announceTenantSettingsChanges } from '../services/content-version/content-change-hooks';
import { lockTenantRow } from '../services/tenants/lock-tenant-row';
import { collectionLabels, inEveryLanguage, withFieldLabels } from './admin-labels';
import { featuredCoursesWidget, fileKeysWidget } from './admin-widgets';

export { PLANS };
export const SITE_LANGUAGES = ['en', 'ar', 'es', 'fr'] as const;

/**
 * Its own site, to the people who may enter the editors' admin (owner, admins, teachers); no
 * site to anyone else signed in, as a filter that matches nothing, because the admin's layout
 * lists sites for every signed-in visitor and a refusal would break its pages.
 */
const staffOfSite: Access = (args) => {
  const user = sessionUserOf(args.req);
  if (!user) return false;
  const scope: Where = isTenantStaff(args) ? { id: { equals: user.tenant } } : { id: { exists: false } };
  return scope;
};

/** Its own site, to holders of modify-settings (as POST /api/settings/*). */
const settingsEditors: Access = ({ req }) => {
  const user = sessionUserOf(req);
  return user && hasRight(user, 'modify-settings') ? { id: { equals: user.tenant } } : false;
};

/** HTML written through Payload is sanitised as the site's settings calls sanitise theirs (services already did). */
const sanitised: FieldHook = ({ value, overrideAccess }) => (!overrideAccess && typeof value === 'string' ? sanitizeRichText(value) : value);

const general = ZGeneralSettingsRequest.shape.settings.shape;
const about = ZAboutSettingsRequest.shape.settings.shape;
const legal = ZLegalSettingsRequest.shape.settings.shape;
const api = ZApiSettingsRequest.shape.settings.shape;

/** The about page's HTML, edited in the admin as rich text (fields/html-as-rich-text.ts). */
const aboutText: HtmlAsRichText = { group: 'about', html: 'content', editor: 'contentRichText' };

/**
 * A learning site. It is found by one of its domains (see services/tenants/find-tenant-by-host);
 * its fields beyond name, domains and plan are the site settings of platform-core §3.
 * Tenants are created by the platform (the `halaqa tenant create` command), never in the admin.
 */
export const Tenants: CollectionConfig = {
  slug: 'tenants',
  labels: collectionLabels('tenants'),
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'plan'] },
  access: {
    create: () => false,
    delete: () => false,
    read: staffOfSite,
    update: settingsEditors,
  },
  // Updates take the row's lock before Payload reads it (services/tenants/lock-tenant-row), and every
  // site process forgets this tenant's cached settings and pages (services/content-version).
  hooks: { beforeOperation: [lockTenantRow], beforeValidate: [htmlFromRichTextEditor(aboutText)], ...announceTenantSettingsChanges() },
  fields: withFieldLabels('tenants', [
    // The platform's name for the site (the site shows siteName).
    { name: 'name', type: 'text', required: true, access: { update: () => false } },
    {
      name: 'domains',
      type: 'array',
      required: true,
      minRows: 1,
      access: { update: () => false },
      // The platform's, never reordered by an editor: no drag handle (which had no accessible name).
      admin: { isSortable: false },
      fields: [
        {
          name: 'domain',
          type: 'text',
          required: true,
          unique: true,
          index: true,
          validate: (value: unknown) =>
            typeof value === 'string' && isValidTenantDomain(value) ? true : 'A domain is a host name without scheme or port.',
        },
      ],
    },
    {
      // Set by the platform (e.g. an unpaid plan); the site then shows only the suspended page.
      name: 'suspended',
      type: 'checkbox',
      defaultValue: false,
      access: { update: () => false },
    },
    {
      name: 'plan',
      type: 'select',
      required: true,
      defaultValue: 'free',
      options: [...PLANS],
      access: { update: () => false },
    },
    {
      // The site's paid subscription (issue #12). periodEnd is null while nothing bills the plan
      // (free, or put on by the operator); past it the site is in grace, then on free limits
      // (shared/src/subscription-state.ts). The rest is what the owner chose for the next
      // period (cms/services/plans/change-plan.ts, cancel-subscription.ts). Written only by the
      // platform.
      name: 'subscription',
      type: 'group',
      admin: { hidden: true },
      access: { update: () => false },
      fields: [
        { name: 'periodEnd', type: 'date' },
        { name: 'cycle', type: 'select', options: [...BILLING_CYCLES] },
        { name: 'renewal', type: 'select', options: [...RENEWAL_TYPES], defaultValue: 'manual' },
        // The plan the next period is billed on (a change waiting for the next billing date).
        { name: 'pendingPlan', type: 'select', options: [...PLANS] },
        // The billing cycle the next period is billed on, when the owner switches it.
        { name: 'pendingCycle', type: 'select', options: [...BILLING_CYCLES] },
        // The owner cancelled: the plan ends with the period and nothing is billed.
        { name: 'cancelAtPeriodEnd', type: 'checkbox', defaultValue: false },
        // The owner's card saved with Paymob when they paid (automatic renewal charges it). The
        // token is usable only with the platform's secret key; still, nobody reads it but the platform.
        { name: 'cardToken', type: 'text', access: { read: () => false } },
        { name: 'cardMaskedPan', type: 'text' },
      ],
    },
    {
      // The site's place in the commerce service (a Medusa sales channel and its publishable
      // key), set by the platform's commerce-store job; never shown to or changed by editors.
      name: 'commerce',
      type: 'group',
      admin: { hidden: true },
      access: { read: () => false, update: () => false },
      fields: [
        { name: 'salesChannelId', type: 'text' },
        { name: 'publishableKey', type: 'text' },
      ],
    },
    {
      type: 'collapsible',
      label: inEveryLanguage((messages) => messages.editorsAdmin.fields.labels.tenants.siteSettings),
      fields: [
        { name: 'siteName', type: 'text', required: true, validate: validateWith(general.siteName) },
        { name: 'siteDesc', type: 'text', validate: validateWith(general.siteDesc) },
        { name: 'siteLongDesc', type: 'textarea', validate: validateWith(general.siteLongDesc) },
        { name: 'siteLogo', type: 'text', admin: fileKeysWidget, validate: publicSiteFileKeys(general.siteLogo) },
        { name: 'siteLang', type: 'select', required: true, defaultValue: 'en', options: [...SITE_LANGUAGES] },
        { name: 'themeColor', type: 'text', required: true, defaultValue: '#6200ee', validate: validateWith(general.themeColor) },
        { name: 'secThemeColor', type: 'text', validate: validateWith(general.secThemeColor) },
        {
          name: 'homeBackground',
          type: 'text',
          admin: fileKeysWidget,
          validate: publicSiteFileKeys(general.homeBackground),
        },
        { name: 'blogVisible', type: 'checkbox', defaultValue: false },
        { name: 'servicesVisible', type: 'checkbox', defaultValue: false },
        { name: 'aboutVisible', type: 'checkbox', defaultValue: false },
        { name: 'onboardingComplete', type: 'checkbox', defaultValue: false },
        // Home page course cards (platform-core §9: 0 to 5): the featured courses in their order,
        // topped up with the newest listed ones.
        { name: 'displayCourses', type: 'number', required: true, defaultValue: 3, min: 0, max: 5, validate: validateWith(general.displayCourses) },
        {
          name: 'featuredCourses',
          type: 'json',
          admin: featuredCoursesWidget,
          validate: validateWith(general.featuredCourses),
        },
      ],
    },
    {
      // The "about" settings group: the about page, content as sanitised HTML, which the admin
      // edits as rich text (contentRichText, virtual).
      name: 'about',
      type: 'group',
      fields: [
        { name: 'title', type: 'text', validate: validateWith(about.title) },
        { name: 'content', type: 'textarea', admin: { disabled: true }, validate: validateWith(about.content), hooks: { beforeChange: [sanitised] } },
        richTextEditorOf(aboutText),
        { name: 'image', type: 'text', admin: fileKeysWidget, validate: publicSiteFileKeys(about.image) },
      ],
    },
    {
      // The "legal" settings group: accepted at sign-up; sanitised HTML.
      name: 'legal',
      type: 'group',
      fields: [
        { name: 'termsOfService', type: 'textarea', validate: validateWith(legal.termsOfService), hooks: { beforeChange: [sanitised] } },
        { name: 'privacyPolicy', type: 'textarea', validate: validateWith(legal.privacyPolicy), hooks: { beforeChange: [sanitised] } },
      ],
    },
    {
      // The "api" settings group (platform-core §3): the site's own Google sign-in credentials,
      // written through POST /api/settings/api. The secret is never readable through any API.
      type: 'collapsible',
      label: inEveryLanguage((messages) => messages.editorsAdmin.fields.labels.tenants.googleSignIn),
      fields: [
        { name: 'googleClientId', type: 'text', validate: validateWith(api.googleClientId) },
        { name: 'googleClientSecret', type: 'text', access: { read: () => false }, admin: { hidden: true }, validate: validateWith(api.googleClientSecret) },
      ],
    },
  ]),
};
