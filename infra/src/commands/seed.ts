import { withPlatformPayload } from '../platform-payload';
import { DEMO_SITE, seedDemoSite } from '../seed';

/** `halaqa seed`: applies pending migrations and creates what is missing of the demo site on localhost. */
export async function seed(): Promise<number> {
  await withPlatformPayload(async (payload) => {
    const startedAt = performance.now();
    if (await seedDemoSite(payload)) console.log(`Seeded the demo site on ${DEMO_SITE.domain} in ${((performance.now() - startedAt) / 1000).toFixed(1)} s.`);
  });
  return 0;
}
