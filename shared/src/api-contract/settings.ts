import { z } from 'zod';
import { AppErrorCode } from '../errors';
import { ZAboutSettingsRequest, ZApiSettingsRequest, ZClientErrorReport, ZGeneralSettingsRequest, ZLegalSettingsRequest } from '../schemas/settings';
import { type ApiCall, ZOkReply, ZSiteSettings } from './common';

/** Site settings groups and client error reporting (platform-core §7 "Site settings and error reporting"). */

const { NOT_SIGNED_IN, FORBIDDEN, VALIDATION, BODY_TOO_LARGE, TOO_MANY_REQUESTS } = AppErrorCode;
const WRITE_FAILURES = [NOT_SIGNED_IN, FORBIDDEN, VALIDATION, BODY_TOO_LARGE];

export const ZApiSettings = z
  .object({
    googleClientId: z.string(),
    googleClientSecret: z.string().meta({ description: 'Never the secret: `********` when one is set, else empty.' }),
  })
  .meta({ id: 'ApiSettings' });

export const ZAboutSettings = z.object({ title: z.string(), content: z.string().meta({ description: 'Sanitised HTML.' }), image: z.string() }).meta({ id: 'AboutSettings' });
export const ZLegalSettings = z
  .object({ termsOfService: z.string().meta({ description: 'Sanitised HTML.' }), privacyPolicy: z.string().meta({ description: 'Sanitised HTML.' }) })
  .meta({ id: 'LegalSettings' });

export const SETTINGS_CALLS: readonly ApiCall[] = [
  {
    method: 'post',
    path: '/api/settings/general',
    summary: 'The owner and holders of modify-settings: changes the site settings sent (name, colours, visibility, onboarding…).',
    body: ZGeneralSettingsRequest,
    reply: ZSiteSettings,
    failures: WRITE_FAILURES,
  },
  { method: 'get', path: '/api/settings/about', summary: 'Anyone: the about page (title, sanitised HTML content, image).', reply: ZAboutSettings, failures: [] },
  {
    method: 'post',
    path: '/api/settings/about',
    summary: 'The owner and holders of modify-settings: changes the about page; the content is sanitised.',
    body: ZAboutSettingsRequest,
    reply: ZAboutSettings,
    failures: WRITE_FAILURES,
  },
  { method: 'get', path: '/api/settings/legal', summary: 'Anyone: the terms of service and privacy policy accepted at sign-up.', reply: ZLegalSettings, failures: [] },
  {
    method: 'post',
    path: '/api/settings/legal',
    summary: 'The owner and holders of modify-settings: changes the legal documents; both are sanitised.',
    body: ZLegalSettingsRequest,
    reply: ZLegalSettings,
    failures: WRITE_FAILURES,
  },
  {
    method: 'post',
    path: '/api/log-client-error',
    summary: 'Any page: records an uncaught error or unhandled rejection for the site owner (60 per IP in 15 minutes).',
    body: ZClientErrorReport,
    reply: ZOkReply,
    failures: [VALIDATION, BODY_TOO_LARGE, TOO_MANY_REQUESTS],
  },
  {
    method: 'get',
    path: '/api/settings/api',
    summary: 'The owner and holders of modify-settings: the site’s Google sign-in client, the secret masked.',
    reply: ZApiSettings,
    failures: [NOT_SIGNED_IN, FORBIDDEN],
  },
  {
    method: 'post',
    path: '/api/settings/api',
    summary: 'The owner and holders of modify-settings: sets the Google client; a left-out or masked secret keeps the stored one.',
    body: ZApiSettingsRequest,
    reply: ZApiSettings,
    failures: WRITE_FAILURES,
  },
];
