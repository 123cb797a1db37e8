import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { ensureDatabase, withDatabase } from '../database/database-url';
import './provided';

/** A new database with every migration applied (a copy of the suite's template), for one test file. */
export async function createFreshDatabase(): Promise<string> {
  const { postgresServerUrl, templateDatabase } = inject('integration');
  const url = withDatabase(postgresServerUrl, `halaqa_test_${randomBytes(6).toString('hex')}`);
  await ensureDatabase(url, templateDatabase);
  return url;
}
