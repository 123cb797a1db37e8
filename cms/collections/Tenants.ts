import type { CollectionConfig } from 'payload';
import { isValidTenantDomain } from '@halaqa/shared/tenant-host';
import { isTenantOwner } from '../access/isTenantOwner';
import { announceTenantSettingsChanges } from '../services/content-version/content-change-hooks';

export const PLANS = ['free', 'basic', 'pro', 'enterprise'] as const;
export const SITE_LANGUAGES = ['en', 'ar', 'es', 'fr'] as const;

/**
 * A learning site. It is found by one of its domains (see services/tenants/find-tenant-by-host);
 * its fields beyond name, domains and plan are the site settings of platform-core §3.
 * Tenants are created by the platform (the `halaqa tenant create` command), never in the admin.
 */
export const Tenants: CollectionConfig = {
  slug: 'tenants',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'plan'] },
  access: {
    create: () => false,
    delete: () => false,
    read: ({ req }) => Boolean(req.user),
    update: isTenantOwner,
  },
  // Every site process forgets this tenant's cached settings and pages (services/content-version).
  hooks: announceTenantSettingsChanges(),
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      name: 'domains',
      type: 'array',
      required: true,
      minRows: 1,
      access: { update: () => false },
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
      type: 'collapsible',
      label: 'Site settings',
      fields: [
        { name: 'siteName', type: 'text', required: true },
        { name: 'siteDesc', type: 'text' },
        { name: 'siteLongDesc', type: 'textarea' },
        { name: 'siteLogo', type: 'text', admin: { description: 'File key of the logo (500x500px recommended).' } },
        { name: 'siteLang', type: 'select', required: true, defaultValue: 'en', options: [...SITE_LANGUAGES] },
        { name: 'themeColor', type: 'text', required: true, defaultValue: '#6200ee' },
        { name: 'secThemeColor', type: 'text' },
        { name: 'homeBackground', type: 'text', admin: { description: 'File key of the home background (1920x1080px recommended).' } },
        { name: 'blogVisible', type: 'checkbox', defaultValue: false },
        { name: 'servicesVisible', type: 'checkbox', defaultValue: false },
        { name: 'aboutVisible', type: 'checkbox', defaultValue: false },
        { name: 'onboardingComplete', type: 'checkbox', defaultValue: false },
        // Home page course cards (platform-core §9: 0 to 5): the featured courses in their order,
        // topped up with the newest listed ones.
        { name: 'displayCourses', type: 'number', required: true, defaultValue: 3, min: 0, max: 5 },
        { name: 'featuredCourses', type: 'json', admin: { description: 'Ids of the courses the home page shows first.' } },
      ],
    },
    {
      // The "about" settings group: the about page, content as sanitised HTML.
      name: 'about',
      type: 'group',
      fields: [
        { name: 'title', type: 'text' },
        { name: 'content', type: 'textarea' },
        { name: 'image', type: 'text', admin: { description: 'File key of the image.' } },
      ],
    },
    {
      // The "legal" settings group: accepted at sign-up; sanitised HTML.
      name: 'legal',
      type: 'group',
      fields: [
        { name: 'termsOfService', type: 'textarea' },
        { name: 'privacyPolicy', type: 'textarea' },
      ],
    },
    {
      // The "api" settings group (platform-core §3): the site's own Google sign-in credentials,
      // written through POST /api/settings/api. The secret is never readable through any API.
      type: 'collapsible',
      label: 'Google sign-in',
      fields: [
        { name: 'googleClientId', type: 'text' },
        { name: 'googleClientSecret', type: 'text', access: { read: () => false }, admin: { hidden: true } },
      ],
    },
  ],
};
