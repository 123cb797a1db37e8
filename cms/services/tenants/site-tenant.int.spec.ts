import type { Payload } from 'payload';
import { beforeAll, describe, expect, it } from 'vitest';
import { createFreshDatabase } from '@halaqa/infra/testing/fresh-database';
import '@halaqa/infra/testing/provided';
import type { TenantContext } from '../context';

/**
 * Issue #40: the tenant every request resolves by host (and keeps in the host cache) and every
 * job's context holds comes without the site's secrets, the Google client secret and the saved
 * card's token; the Google sign-in still reads its secret where it is used. The renewal charge
 * reads the card by SQL (site/tests/subscriptions.int.spec.ts charges it end to end).
 */
const DOMAIN = 'secrets.localhost';
const GOOGLE_SECRET = 'google-client-secret-never-in-a-context';
const CARD_TOKEN = 'paymob-card-token-never-in-a-context';

let payload: Payload;
let tenantId: string;

beforeAll(async () => {
  process.env.DATABASE_URL = await createFreshDatabase();
  process.env.DISABLE_PAYLOAD_HMR = 'true';
  const { payloadClient } = await import('../../payload-client');
  const { createTenant } = await import('./create-tenant');
  payload = await payloadClient();
  tenantId = (await createTenant(payload, { domain: DOMAIN, name: 'Secrets', ownerEmail: 'o@secrets.test', ownerPassword: 'secret1' })).tenant.id;
  await payload.update({
    collection: 'tenants',
    id: tenantId,
    data: { googleClientId: 'secrets-client-id', googleClientSecret: GOOGLE_SECRET, subscription: { cardToken: CARD_TOKEN, cardMaskedPan: 'xxxx-2346', renewal: 'automatic' } },
    depth: 0,
    overrideAccess: true,
  });
});

/** The context's tenant holds the site's settings and none of its secrets, however it is looked at. */
function expectNoSecrets(tenant: TenantContext['tenant']): void {
  expect(tenant).toMatchObject({ id: tenantId, googleClientId: 'secrets-client-id', subscription: { cardMaskedPan: 'xxxx-2346', renewal: 'automatic' } });
  expect(tenant).not.toHaveProperty('googleClientSecret');
  expect(tenant.subscription).not.toHaveProperty('cardToken');
  const seen = JSON.stringify(tenant);
  expect(seen).not.toContain(GOOGLE_SECRET);
  expect(seen).not.toContain(CARD_TOKEN);
}

describe('the tenant a request or a job holds', () => {
  it('is resolved by host without the Google secret or the card token, read and from the host cache', async () => {
    const { findTenantByHost } = await import('./find-tenant-by-host');
    expectNoSecrets((await findTenantByHost(payload, DOMAIN))!);
    expectNoSecrets((await findTenantByHost(payload, DOMAIN))!);
  });

  it('is a job’s tenant without them too', async () => {
    const { jobTenantContext } = await import('../jobs/job-tenant');
    expectNoSecrets((await jobTenantContext(payload, tenantId))!.tenant);
  });

  it('still lets the Google sign-in read its client secret, where it is used', async () => {
    const { findTenantByHost } = await import('./find-tenant-by-host');
    const { googleClientOf } = await import('../google/google-settings');
    const tenant = (await findTenantByHost(payload, DOMAIN))!;
    expect(await googleClientOf({ payload, tenant })).toEqual({ clientId: 'secrets-client-id', clientSecret: GOOGLE_SECRET });
  });
});
