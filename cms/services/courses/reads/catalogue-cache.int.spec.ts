import type { PostgresAdapter } from '@payloadcms/db-postgres';
import type { Payload } from 'payload';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createFreshDatabase } from '@halaqa/infra/testing/fresh-database';
import '@halaqa/infra/testing/provided';
import type { Tenant, User } from '../../../payload-types';
import type { TenantContext } from '../../context';
import { CONTENT_CHANNEL } from '../../content-version/content-changes';
import { catalogueOf, visibleCards, visibleCardsJson, type Catalogue } from './catalogue-cache';

/**
 * Issue #13: the catalogue is read once for many requests, and never served stale: a change
 * announced by this process or, once committed, by any other forgets that site's catalogue only.
 */
let payload: Payload;
let siteA: TenantContext;
let siteB: TenantContext;
let ownerA: User;

async function site(domain: string): Promise<{ ctx: TenantContext; owner: User }> {
  const { createTenant } = await import('../../tenants/create-tenant');
  const { tenant, owner } = await createTenant(payload, { domain, name: domain, ownerEmail: `owner@${domain}`, ownerPassword: 'secret1', plan: 'enterprise' });
  return { ctx: { payload, tenant: tenant as Tenant }, owner: owner as User };
}

async function course(ctx: TenantContext, data: Record<string, unknown>) {
  // Test fixture written around the accessor; the row names its site's tenant itself.
  return payload.create({ collection: 'courses', data: { tenant: ctx.tenant.id, ...data } as never, depth: 0, overrideAccess: true });
}

const pool = () => (payload.db as unknown as PostgresAdapter).pool;

/** The catalogue once it is kept: the feed starts listening with the first read, a moment later. */
async function kept(ctx: TenantContext): Promise<Catalogue> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const first = await catalogueOf(ctx, {});
    if ((await catalogueOf(ctx, {})) === first) return first;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the catalogue was never kept');
}

const namesOf = (catalogue: Catalogue) => catalogue.rows.map(({ card }) => card.name);

beforeAll(async () => {
  process.env.DATABASE_URL = await createFreshDatabase();
  process.env.DISABLE_PAYLOAD_HMR = 'true';
  const { payloadClient } = await import('../../../payload-client');
  payload = await payloadClient();
  const a = await site('catalogue-a.localhost');
  siteA = a.ctx;
  ownerA = a.owner;
  siteB = (await site('catalogue-b.localhost')).ctx;
  await course(siteA, { name: 'Nahw one' });
  await course(siteB, { name: 'Balagha one' });
});

describe('the kept catalogue', () => {
  it('answers repeated requests without reading the database again', async () => {
    const catalogue = await kept(siteA);
    const query = vi.spyOn(pool(), 'query');
    try {
      expect(await catalogueOf(siteA, {})).toBe(catalogue);
      expect(query).not.toHaveBeenCalled();
    } finally {
      query.mockRestore();
    }
    expect(namesOf(catalogue)).toEqual(['Nahw one']);
  });

  it("forgets a site's catalogue when its content changes here, and keeps the other site's", async () => {
    const before = await kept(siteA);
    const other = await kept(siteB);
    await course(siteA, { name: 'Nahw two' });
    const after = await catalogueOf(siteA, {});
    expect(after).not.toBe(before);
    expect(namesOf(after)).toEqual(['Nahw two', 'Nahw one']);
    expect(await catalogueOf(siteB, {})).toBe(other);
    expect(namesOf(other)).toEqual(['Balagha one']);
  });

  it('hears a change another process committed before the request, and reads again', async () => {
    await kept(siteA);
    // Another process: plain SQL, then the announcement its hooks send on commit.
    await pool().query(`UPDATE courses SET name = 'Nahw one, revised' WHERE tenant_id = $1 AND name = 'Nahw one'`, [siteA.tenant.id]);
    await pool().query('SELECT pg_notify($1, $2)', [CONTENT_CHANNEL, JSON.stringify({ tenantId: siteA.tenant.id })]);
    expect(namesOf(await catalogueOf(siteA, {}))).toContain('Nahw one, revised');
  });

  it("counts a registration at once, reading the site's counts again but none of its cards", async () => {
    const catalogue = await kept(siteA);
    const nahwTwo = catalogue.rows.find(({ card }) => card.name === 'Nahw two')!.card;
    expect(nahwTwo.students).toBe(0);
    // Written around the services, as another process would: the row names site A's tenant itself.
    await payload.create({ collection: 'registrations', data: { tenant: siteA.tenant.id, course: nahwTwo.id, user: ownerA.id } as never, overrideAccess: true });
    const query = vi.spyOn(pool(), 'query');
    try {
      const after = await catalogueOf(siteA, {});
      expect(after.cardsById.get(nahwTwo.id)).toMatchObject({ name: 'Nahw two', students: 1 });
      expect(visibleCardsJson(after, null)).toContain('"students":1');
      const statements = query.mock.calls.map(([statement]) => String(typeof statement === 'string' ? statement : (statement as { text: string }).text));
      expect(statements.filter((text) => text.includes('FROM registrations'))).toHaveLength(1);
      expect(statements.some((text) => text.includes('FROM courses'))).toBe(false);
    } finally {
      query.mockRestore();
    }
  });

  it('keeps each search apart', async () => {
    expect(namesOf(await catalogueOf(siteA, { q: 'two' }))).toEqual(['Nahw two']);
    expect(namesOf(await catalogueOf(siteA, { q: 'revised' }))).toEqual(['Nahw one, revised']);
  });

  it('shows unlisted courses to their managers only, from the same kept rows, and cannot be changed by a caller', async () => {
    await course(siteA, { name: 'Hidden draft', unlisted: true });
    const catalogue = await kept(siteA);
    const student = { id: '00000000-0000-4000-8000-000000000001', role: { role: 'user', rights: [] } };
    expect(visibleCards(catalogue, null).map((card) => card.name)).not.toContain('Hidden draft');
    expect(visibleCards(catalogue, student).map((card) => card.name)).not.toContain('Hidden draft');
    expect(visibleCards(catalogue, ownerA).map((card) => card.name)).toContain('Hidden draft');
    expect(visibleCardsJson(catalogue, student)).toBe(JSON.stringify(visibleCards(catalogue, student)));
    expect(visibleCardsJson(catalogue, ownerA)).toBe(JSON.stringify(visibleCards(catalogue, ownerA)));
    expect(() => {
      (catalogue.rows[0]!.card as { name: string }).name = 'changed by a caller';
    }).toThrow(TypeError);
  });
});
