import { openPlatformDatabase } from '../database/platform-database';
import { closePlatformPayload, openPlatformPayload } from '../platform-payload';
import { DEMO_SITE, seedDemoSite } from '../seed';

/** `halaqa seed`: applies pending migrations and creates the demo site on localhost if missing. */
export async function seed(): Promise<number> {
  const database = await openPlatformDatabase();
  try {
    const payload = await openPlatformPayload(database.databaseUrl);
    if (await seedDemoSite(payload)) console.log(`Seeded the demo site on ${DEMO_SITE.domain}.`);
    await closePlatformPayload(payload);
    return 0;
  } finally {
    await database.stop();
  }
}
