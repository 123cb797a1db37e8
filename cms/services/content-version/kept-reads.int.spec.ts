import type { Payload } from 'payload';
import { beforeAll, describe, expect, it } from 'vitest';
import { createFreshDatabase } from '@halaqa/infra/testing/fresh-database';
import '@halaqa/infra/testing/provided';
import type { Tenant } from '../../payload-types';
import type { TenantContext } from '../context';
import { keptReads, type KeptReads } from './kept-reads';
import { asArrivingRequest, freshnessMoment } from './request-arrival';

/**
 * Issue #13: a read under way is shared by the requests that arrive while it runs (an exam that
 * starts on the hour reads its lesson once), but never by one that arrives after a change the
 * read may have missed.
 */
let payload: Payload;
let site: TenantContext;

beforeAll(async () => {
  process.env.DATABASE_URL = await createFreshDatabase();
  process.env.DISABLE_PAYLOAD_HMR = 'true';
  const { payloadClient } = await import('../../payload-client');
  payload = await payloadClient();
  const { createTenant } = await import('../tenants/create-tenant');
  const { tenant } = await createTenant(payload, { domain: 'kept-a.localhost', name: 'Kept', ownerEmail: 'owner@kept-a.test', ownerPassword: 'secret1', plan: 'enterprise' });
  site = { payload, tenant: tenant as Tenant };
});

/** Fresh kept reads, once the content feed listens (it starts with the first read, a moment later). */
async function listeningReads(): Promise<KeptReads<string>> {
  const reads = keptReads<string>({ bytes: 1_000_000, sizeOf: (value) => value.length });
  for (let attempt = 0; attempt < 50; attempt += 1) {
    let loaded = false;
    await reads.read(site, 'probe', async () => ((loaded = true), 'probe'));
    if (!loaded) return reads;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the content feed never listened');
}

/** A load that counts its calls and answers only when released. */
function heldLoad() {
  const releases: (() => void)[] = [];
  let calls = 0;
  const load = () => {
    calls += 1;
    const value = `value ${calls}`;
    return new Promise<string>((resolve) => releases.push(() => resolve(value)));
  };
  return { load, calls: () => calls, release: () => releases.forEach((release) => release()) };
}

const until = async (done: () => boolean) => {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe('a kept read under way', () => {
  it('is shared by the requests that arrive while it runs', async () => {
    const reads = await listeningReads();
    const held = heldLoad();
    const first = reads.read(site, 'lesson', held.load);
    const others = Array.from({ length: 20 }, () => reads.read(site, 'lesson', held.load));
    // Each later request hears the feed before it joins: give them that round trip.
    await new Promise((resolve) => setTimeout(resolve, 200));
    held.release();
    expect(await Promise.all([first, ...others])).toEqual(Array.from({ length: 21 }, () => 'value 1'));
    expect(held.calls()).toBe(1);
  });

  it('is not shared with a request that arrives after a change of the site', async () => {
    const reads = await listeningReads();
    const held = heldLoad();
    const before = reads.read(site, 'lesson', held.load);
    await until(() => held.calls() === 1);
    await payload.create({ collection: 'courses', data: { tenant: site.tenant.id, name: 'Changed meanwhile' } as never, depth: 0, overrideAccess: true });
    const after = reads.read(site, 'lesson', held.load);
    await until(() => held.calls() === 2);
    held.release();
    expect([await before, await after]).toEqual(['value 1', 'value 2']);
  });

  it('is not shared with a request after that request changed the site itself', async () => {
    // Three courses created at once: one answered 404 for the course it had just created. Its
    // read after the commit joined a read another request began before that commit, because the
    // request caught up only with what was committed before it arrived. Now a request that
    // announces a change catches up from each call on, so it hears its own commit first.
    const [arrived, afterItsWrite] = await asArrivingRequest(async () => {
      const moment = freshnessMoment();
      // Written as the site's services write (their own access rules, not Payload's), in this test's one site.
      await payload.create({ collection: 'courses', data: { tenant: site.tenant.id, name: 'Created by this request' } as never, depth: 0, overrideAccess: true });
      await new Promise((resolve) => setTimeout(resolve, 5));
      return [moment, freshnessMoment()];
    });
    expect(afterItsWrite).toBeGreaterThan(arrived!);
  });
});
