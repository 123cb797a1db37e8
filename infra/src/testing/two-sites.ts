import type { TPlan } from '@halaqa/shared/plans';
import { afterAll, beforeAll } from 'vitest';
import { createFreshDatabase } from './fresh-database';
import { startSiteServer, type RunningSite } from './site-server';
import { createTenantWithCli, type TestTenant } from './tenant-cli';

/*
 * Both sites are on pro, as the seeded demo site is: tests of a feature meet no plan limit unless
 * they ask for one (site/tests/plan-limits.int.spec.ts makes sites on smaller plans).
 */
export const ACME: TestTenant = { domain: 'acme.localhost', name: 'Acme Academy', ownerEmail: 'owner@acme.test', ownerPassword: 'acme-owner-1', plan: 'pro' };
export const OTHER: TestTenant = { domain: 'other.localhost', name: 'Other School', ownerEmail: 'owner@other.test', ownerPassword: 'other-owner-1', plan: 'pro' };

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
 * the site starts, after earlier beforeAll hooks), both on `plan` when given. Read it inside tests.
 */
export function useTwoSites(extraEnv: () => Record<string, string> = () => ({}), { plan }: { plan?: TPlan } = {}): TwoSites {
  const sites = {} as TwoSites;
  beforeAll(async () => {
    sites.databaseUrl = await createFreshDatabase();
    await createTenantWithCli(sites.databaseUrl, { ...ACME, plan: plan ?? ACME.plan });
    await createTenantWithCli(sites.databaseUrl, { ...OTHER, plan: plan ?? OTHER.plan });
    sites.site = await startSiteServer(sites.databaseUrl, extraEnv());
    sites.acme = sites.site.origin(ACME.domain);
    sites.other = sites.site.origin(OTHER.domain);
  });
  afterAll(async () => {
    await sites.site?.stop();
  });
  return sites;
}
