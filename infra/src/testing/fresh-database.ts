import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { ensureDatabase, withDatabase } from '../database/database-url';
import './provided';

/**
 * A new database with every migration applied (a copy of the suite's template), for one test
 * file; with `withTwoSites`, acme and other (two-sites.ts) are in it already.
 */
export async function createFreshDatabase({ withTwoSites = false } = {}): Promise<string> {
  const { postgresServerUrl, templateDatabase, twoSitesTemplateDatabase } = inject('integration');
  const url = withDatabase(postgresServerUrl, `halaqa_test_${randomBytes(6).toString('hex')}`);
  await ensureDatabase(url, withTwoSites ? twoSitesTemplateDatabase : templateDatabase);
  return url;
}
