import type { TPlan } from '@halaqa/shared/plans';
import { afterAll, beforeAll } from 'vitest';
import { createFreshDatabase } from './fresh-database';
import { startSiteServer, type RunningSite } from './site-server';
import { createTenantWithCli } from './tenant-cli';
import { ACME, OTHER } from './test-sites';

export { ACME, OTHER } from './test-sites';

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
 * On their own plan (pro) the sites come with the database: the suite's global setup made them
 * once in a template (each CLI run costs seconds, and most files start this way).
 */
export function useTwoSites(extraEnv: () => Record<string, string> = () => ({}), { plan }: { plan?: TPlan } = {}): TwoSites {
  const sites = {} as TwoSites;
  beforeAll(async () => {
    const made = plan === undefined || (plan === ACME.plan && plan === OTHER.plan);
    sites.databaseUrl = await createFreshDatabase({ withTwoSites: made });
    if (!made) {
      await createTenantWithCli(sites.databaseUrl, { ...ACME, plan });
      await createTenantWithCli(sites.databaseUrl, { ...OTHER, plan });
    }
    sites.site = await startSiteServer(sites.databaseUrl, extraEnv());
    sites.acme = sites.site.origin(ACME.domain);
    sites.other = sites.site.origin(OTHER.domain);
  });
  afterAll(async () => {
    await sites.site?.stop();
  });
  return sites;
}
