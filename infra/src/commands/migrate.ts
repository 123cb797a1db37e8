import { openPlatformDatabase } from '../database/platform-database';
import { closePlatformPayload, openPlatformPayload } from '../platform-payload';

/** `halaqa migrate`: applies pending migrations to the platform database (DATABASE_URL or embedded). */
export async function migrate(): Promise<number> {
  const database = await openPlatformDatabase();
  try {
    const payload = await openPlatformPayload(database.databaseUrl);
    await closePlatformPayload(payload);
    console.log('Migrations are up to date.');
    return 0;
  } finally {
    await database.stop();
  }
}
