import { afterAll, beforeAll } from 'vitest';
import { buildAdmin, startAdminServer, type RunningAdmin } from '@halaqa/infra/testing/admin-server';
import { signedInClient } from '@halaqa/infra/testing/accounts';
import { SiteClient } from '@halaqa/infra/testing/site-client';
import type { ACME, Platform } from './platform';

export interface AdminUnderTest {
  /** The admin's origin under a site's domain (the admin, like the site, tells tenants apart by host). */
  origin(domain: string): string;
  /** The site's owner (or whoever `password` signs in) in the Payload admin, with the session they signed in with on the site. */
  editorOf(site: typeof ACME, password?: string): Promise<SiteClient>;
}

/** For one journey file: the editors' admin (Payload) beside its platform, built once and started for the file. */
export function useAdmin(platform: Platform): AdminUnderTest {
  let admin: RunningAdmin;
  beforeAll(async () => {
    await buildAdmin();
    admin = await startAdminServer(platform.databaseUrl, platform.site.port);
  }, 300_000);
  afterAll(async () => {
    await admin?.stop();
  });
  const origin = (domain: string) => `http://${domain}:${admin.port}`;
  return {
    origin,
    async editorOf(site, password = site.ownerPassword) {
      const signedIn = await signedInClient(platform.site.origin(site.domain), site.ownerEmail, password);
      const editor = new SiteClient(origin(site.domain));
      editor.useSessionCookie(signedIn.sessionCookie!);
      return editor;
    },
  };
}
