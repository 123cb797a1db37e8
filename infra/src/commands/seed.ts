import { withPlatformPayload } from '../platform-payload';
import { DEMO_SITE, seedDemoSite } from '../seed';

/** `halaqa seed`: applies pending migrations and creates the demo site on localhost if missing. */
export async function seed(): Promise<number> {
  await withPlatformPayload(async (payload) => {
    if (await seedDemoSite(payload)) console.log(`Seeded the demo site on ${DEMO_SITE.domain}.`);
  });
  return 0;
}
