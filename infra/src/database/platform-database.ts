import path from 'node:path';
import { DATA_DIR } from '../paths';
import { ensureDatabase, withDatabase } from './database-url';
import { useEmbeddedPostgres } from './embedded-postgres';

/** The embedded server's port: not 5432, which may belong to the machine's own PostgreSQL. */
export const EMBEDDED_POSTGRES_PORT = 54329;
const DATABASE_NAME = 'halaqa';

export interface PlatformDatabase {
  databaseUrl: string;
  embedded: boolean;
  stop(): Promise<void>;
}

/**
 * The platform's database: `DATABASE_URL` when set, else the embedded server with its data
 * under .data/postgres (started if it is not running already). The database is created if missing.
 */
export async function openPlatformDatabase(log?: (line: string) => void): Promise<PlatformDatabase> {
  const fromEnv = process.env.DATABASE_URL;
  if (fromEnv) {
    await ensureDatabase(fromEnv);
    return { databaseUrl: fromEnv, embedded: false, stop: async () => {} };
  }
  const server = await useEmbeddedPostgres(path.join(DATA_DIR, 'postgres'), EMBEDDED_POSTGRES_PORT, log);
  const databaseUrl = withDatabase(server.serverUrl, DATABASE_NAME);
  await ensureDatabase(databaseUrl);
  return { databaseUrl, embedded: true, stop: server.stop };
}
