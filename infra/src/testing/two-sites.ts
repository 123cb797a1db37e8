import { afterAll, beforeAll } from 'vitest';
import { createFreshDatabase } from './fresh-database';
import { startSiteServer, type RunningSite } from './site-server';
import { createTenantWithCli, type TestTenant } from './tenant-cli';

export const ACME: TestTenant = { domain: 'acme.localhost', name: 'Acme Academy', ownerEmail: 'owner@acme.test', ownerPassword: 'acme-owner-1' };
export const OTHER: TestTenant = { domain: 'other.localhost', name: 'Other School', ownerEmail: 'owner@other.test', ownerPassword: 'other-owner-1' };

export interface TwoSites {
  site: RunningSite;
  databaseUrl: string;
  /** Origins of the two sites, e.g. http://acme.localhost:PORT */
  acme: string;
  other: string;
}

/**
 * For one test file: a fresh database with two sites made with the CLI (acme and other, to
 * prove isolation) and the built site serving both on a random port, with `extraEnv` (read when
 * the site starts, after earlier beforeAll hooks). Read it inside tests.
 */
export function useTwoSites(extraEnv: () => Record<string, string> = () => ({})): TwoSites {
  const sites = {} as TwoSites;
  beforeAll(async () => {
    sites.databaseUrl = await createFreshDatabase();
    await createTenantWithCli(sites.databaseUrl, ACME);
    await createTenantWithCli(sites.databaseUrl, OTHER);
    sites.site = await startSiteServer(sites.databaseUrl, extraEnv());
    sites.acme = sites.site.origin(ACME.domain);
    sites.other = sites.site.origin(OTHER.domain);
  });
  afterAll(async () => {
    await sites.site?.stop();
  });
  return sites;
}
