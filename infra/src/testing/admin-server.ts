import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { ADMIN_BUILD, ensureBuilt } from '../builds';
import { BIN_DIR, CMS_DIR } from '../paths';
import { childEnv, startChild, waitForHttp } from '../processes';
import { freePort } from './free-port';
import { SiteClient } from './site-client';
import './provided';

/** The editors' admin's production build (about a minute), reused while its sources are unchanged. */
export function buildAdmin(): Promise<void> {
  return ensureBuilt(ADMIN_BUILD, () => {});
}

export interface RunningAdmin {
  port: number;
  stop(): Promise<void>;
}

/** `next start` of the built admin on a random port against `databaseUrl`. */
export async function startAdminServer(databaseUrl: string, sitePort: number): Promise<RunningAdmin> {
  const port = await freePort();
  const child = startChild(path.join(BIN_DIR, 'next'), ['start', '--port', String(port), '--hostname', '127.0.0.1'], {
    cwd: CMS_DIR,
    env: childEnv({
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      SITE_PORT: String(sitePort),
      DISABLE_PAYLOAD_HMR: 'true',
      // The scheme writes may come from (the admin's CSRF check); tests speak plain http.
      PUBLIC_SITE_PROTOCOL: 'http',
      NEXT_TELEMETRY_DISABLED: '1',
      PAYLOAD_SECRET: 'integration-tests-secret-of-at-least-32-chars',
      // Production mode takes no mail server or file folder by default (cms/env.ts).
      SMTP_URL: inject('integration').smtpUrl,
      FILES_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'halaqa-admin-files-')),
    }),
    name: 'admin',
  });
  await waitForHttp(`http://127.0.0.1:${port}/admin`, 90_000);
  return { port, stop: () => child.stop() };
}

/** The same person on the admin server of `domain` (the site's session cookie works there too); a visitor without `client`. */
export function clientOnAdmin(admin: RunningAdmin, client: SiteClient | null, domain: string): SiteClient {
  const rest = new SiteClient(`http://${domain}:${admin.port}`);
  if (client?.sessionCookie) rest.useSessionCookie(client.sessionCookie);
  return rest;
}

/** One call to Payload's REST API: its status, its text and the text parsed (null when empty). */
export async function restCall<Body>(client: SiteClient, method: string, path: string, json?: unknown): Promise<{ status: number; text: string; body: Body }> {
  const response = await client.request(method, path, json === undefined ? {} : { json });
  const text = await response.text();
  return { status: response.status, text, body: (text ? JSON.parse(text) : null) as Body };
}

/** Whether Payload refused a call: not signed in, not allowed, or outside the caller's access (not found). */
export const isRefusal = (status: number): boolean => status === 401 || status === 403 || status === 404;

/** The ids of a Payload list's documents (none for an empty or refused answer). */
export const idsIn = (body: { docs?: { id: string }[] } | null): string[] => (body?.docs ?? []).map((doc) => doc.id);
