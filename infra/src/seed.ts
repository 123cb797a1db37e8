import type { Payload } from 'payload';
import { createTenant } from '@halaqa/cms/services/tenants/create-tenant';
import { findTenantByHost } from '@halaqa/cms/services/tenants/find-tenant-by-host';
import { seedDemoContent } from './demo/seed-demo-content';

/** The demo site every fresh development platform has, on plain `localhost`. */
export const DEMO_SITE = {
  domain: 'localhost',
  name: 'Halaqa Demo Academy',
  ownerEmail: 'owner@demo.halaqa.test',
  ownerPassword: 'halaqa-demo',
  ownerName: 'Demo Owner',
  plan: 'pro',
} as const;

/**
 * Creates what is missing of the demo site: the site with its owner (in one transaction), then
 * its content (demo/seed-demo-content.ts), so a seed that was interrupted, or a site seeded
 * before the demo had content, is completed. Returns whether anything was created.
 */
export async function seedDemoSite(payload: Payload): Promise<boolean> {
  const siteCreated = (await findTenantByHost(payload, DEMO_SITE.domain)) === null;
  if (siteCreated) await createTenant(payload, DEMO_SITE);
  const tenant = (await findTenantByHost(payload, DEMO_SITE.domain))!;
  const contentCreated = await seedDemoContent({ payload, tenant });
  return siteCreated || contentCreated;
}
