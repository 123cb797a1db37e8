import type { Payload } from 'payload';
import { beforeAll, describe, expect, it } from 'vitest';
import { createFreshDatabase } from '@halaqa/infra/testing/fresh-database';
import '@halaqa/infra/testing/provided';
import type { Tenant } from '../../payload-types';
import { withTransaction } from '../transaction';

/**
 * Payload writes back the whole row it read when an update began. Two updates of one site that
 * overlap — the second begins while the first is still open — must both hold: the second waits
 * for the first's row lock before Payload reads the row (lock-tenant-row.ts). Without it, the
 * second read the old row and wrote the first change away (a paid plan back to free).
 */
let payload: Payload;
let tenant: Tenant;

beforeAll(async () => {
  process.env.DATABASE_URL = await createFreshDatabase();
  process.env.DISABLE_PAYLOAD_HMR = 'true';
  const { payloadClient } = await import('../../payload-client');
  const { createTenant } = await import('./create-tenant');
  payload = await payloadClient();
  tenant = (await createTenant(payload, { domain: 'locks.localhost', name: 'Locks', ownerEmail: 'o@locks.test', ownerPassword: 'secret1' })).tenant;
});

describe('overlapping updates of one site', () => {
  it('keep both changes: a plan paid in one transaction and settings saved in another meanwhile', async () => {
    let saving: Promise<unknown> | undefined;
    await withTransaction(payload, async (req) => {
      await payload.update({ collection: 'tenants', id: tenant.id, data: { plan: 'pro' }, depth: 0, overrideAccess: true, req });
      // Another writer starts while the payment is still uncommitted.
      saving = payload.update({ collection: 'tenants', id: tenant.id, data: { siteName: 'Saved meanwhile' }, depth: 0, overrideAccess: true });
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    await saving;
    const after = await payload.findByID({ collection: 'tenants', id: tenant.id, depth: 0, overrideAccess: true });
    expect({ plan: after.plan, siteName: after.siteName }).toEqual({ plan: 'pro', siteName: 'Saved meanwhile' });
  });
});
