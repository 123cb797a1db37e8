import { z } from 'zod';
import { AppErrorCode } from '../errors';
import { ZApiSettingsRequest } from '../schemas/settings';
import type { ApiCall } from './common';

/** Site settings groups (platform-core §7 "Site settings"); the others arrive with the site shell. */

const { NOT_SIGNED_IN, FORBIDDEN, VALIDATION, BODY_TOO_LARGE } = AppErrorCode;

export const ZApiSettings = z
  .object({
    googleClientId: z.string(),
    googleClientSecret: z.string().meta({ description: 'Never the secret: `********` when one is set, else empty.' }),
  })
  .meta({ id: 'ApiSettings' });

export const SETTINGS_CALLS: readonly ApiCall[] = [
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
    failures: [NOT_SIGNED_IN, FORBIDDEN, VALIDATION, BODY_TOO_LARGE],
  },
];
