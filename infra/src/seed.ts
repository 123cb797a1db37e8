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

/**
 * Courses on the demo site, so a new user can try the catalogue and buy one on the Paymob test
 * double (two priced, one free). Their products reach the commerce service with the site's store.
 */
const DEMO_COURSES = [
  { name: 'Arabic for Beginners', description: 'Read and write your first Arabic sentences.', price: { amount: 250, per: 'lifetime' as const } },
  { name: 'Tajweed Circle', description: 'Weekly recitation practice with feedback.', price: { amount: 120, per: 'month' as const } },
  { name: 'Introduction to Seerah', description: 'The life of the Prophet in ten short lessons.', price: { amount: 0, per: 'lifetime' as const } },
];

/** Creates the demo site unless it exists; returns whether it was created. */
export async function seedDemoSite(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'tenants',
    where: { 'domains.domain': { equals: DEMO_SITE.domain } },
    overrideAccess: true,
  });
  if (totalDocs > 0) return false;
  const { tenant, owner } = await createTenant(payload, DEMO_SITE);
  for (const course of DEMO_COURSES) {
    await payload.create({
      collection: 'courses',
      // courseId and nameKey are filled in by the collection, as for courses made on the site.
      data: { tenant: tenant.id, trainer: owner.id, name: course.name, description: course.description, price: course.price, difficulty: 'beginner' } as never,
      depth: 0,
      overrideAccess: true,
    });
  }
  return true;
}
