import type { Payload } from 'payload';
import { createTenant } from '@halaqa/cms/services/tenants/create-tenant';

/** The demo site every fresh development platform has, on plain `localhost`. */
export const DEMO_SITE = {
  domain: 'localhost',
  name: 'Halaqa Demo Academy',
  ownerEmail: 'owner@demo.halaqa.test',
  ownerPassword: 'halaqa-demo',
  ownerName: 'Demo Owner',
  plan: 'pro',
} as const;

/** Creates the demo site unless it exists; returns whether it was created. */
export async function seedDemoSite(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'tenants',
    where: { 'domains.domain': { equals: DEMO_SITE.domain } },
    overrideAccess: true,
  });
  if (totalDocs > 0) return false;
  await createTenant(payload, DEMO_SITE);
  return true;
}
