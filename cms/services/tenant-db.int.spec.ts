import type { PostgresAdapter } from '@payloadcms/db-postgres';
import { sql } from '@payloadcms/db-postgres';
import type { Payload } from 'payload';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createFreshDatabase } from '@halaqa/infra/testing/fresh-database';
import '@halaqa/infra/testing/provided';
import { AppErrorCode } from '@halaqa/shared/errors';
import type { Notification, Tenant, User } from '../payload-types';
import type { TenantContext } from './context';
import { tenantDb } from './tenant-db';
import { withTransaction } from './transaction';
import { transaction } from './unit-of-work';

/**
 * The tenant-scoped data accessor (issue #13): whatever a service asks, another site's rows are
 * neither read nor written. Two sites with the same kind of rows; every call is made for the
 * first and must leave the second alone. Payload runs in this process against a fresh database.
 */
let payload: Payload;
let acme: TenantContext;
let other: TenantContext;
let acmeUser: User;
let otherUser: User;
let acmeNote: Notification;
let otherNote: Notification;

const notFound = { code: AppErrorCode.NOT_FOUND };

async function addUser(ctx: TenantContext, name: string): Promise<User> {
  return payload.create({
    collection: 'users',
    data: { tenant: ctx.tenant.id, email: `${name}-${Date.now()}@${ctx.tenant.id}.test`, name, verified: true, role: { role: 'user', rights: [] } },
    depth: 0,
    overrideAccess: true,
  });
}

async function addNote(ctx: TenantContext, user: User, title: string): Promise<Notification> {
  return payload.create({ collection: 'notifications', data: { tenant: ctx.tenant.id, user: user.id, title, message: title, read: false }, depth: 0, overrideAccess: true });
}

/** A row as it is in the database, read around the accessor. */
const stored = (id: string) => payload.findByID({ collection: 'notifications', id, depth: 0, overrideAccess: true, disableErrors: true });

beforeAll(async () => {
  process.env.DATABASE_URL = await createFreshDatabase();
  process.env.DISABLE_PAYLOAD_HMR = 'true';
  const { payloadClient } = await import('../payload-client');
  const { createTenant } = await import('./tenants/create-tenant');
  payload = await payloadClient();
  const site = async (name: string) =>
    ({ payload, tenant: (await createTenant(payload, { domain: `${name}.localhost`, name, ownerEmail: `o@${name}.test`, ownerPassword: 'secret1', plan: 'enterprise' })).tenant as Tenant });
  acme = await site('acme');
  other = await site('other');
  acmeUser = await addUser(acme, 'ann');
  otherUser = await addUser(other, 'olga');
  acmeNote = await addNote(acme, acmeUser, 'Acme news');
  otherNote = await addNote(other, otherUser, 'Other news');
});

describe('reads', () => {
  it("find, findOne, findById and count never return another site's rows", async () => {
    const db = tenantDb(acme);
    expect((await db.find({ collection: 'notifications' })).docs.map((doc) => doc.id)).toEqual([acmeNote.id]);
    expect((await db.find({ collection: 'notifications', where: { id: { equals: otherNote.id } } })).docs).toEqual([]);
    expect(await db.findOne({ collection: 'notifications', where: { user: { equals: otherUser.id } } })).toBeNull();
    expect(await db.findById({ collection: 'notifications', id: otherNote.id })).toBeNull();
    expect(await db.findById({ collection: 'users', id: otherUser.id })).toBeNull();
    expect(await db.findById({ collection: 'users', id: 'not-a-uuid' })).toBeNull();
    expect(await db.count({ collection: 'notifications' })).toBe(1);
    expect(await db.count({ collection: 'notifications', where: { id: { in: [acmeNote.id, otherNote.id] } } })).toBe(1);
  });

  it('read their own rows as ids (depth 0), and only the selected fields when asked', async () => {
    const db = tenantDb(acme);
    const note = await db.findById({ collection: 'notifications', id: acmeNote.id });
    expect(note).toMatchObject({ id: acmeNote.id, user: acmeUser.id, tenant: acme.tenant.id, title: 'Acme news' });
    expect(await db.findOne({ collection: 'notifications', where: { title: { equals: 'Acme news' } }, select: { title: true } })).toEqual({ id: acmeNote.id, title: 'Acme news' });
  });

  it('return every matching row unless given a limit (no page of 10), and count none of them', async () => {
    const notes = await Promise.all(Array.from({ length: 12 }, (_, index) => addNote(acme, acmeUser, `Bulk ${index}`)));
    const { docs, totalDocs } = await tenantDb(acme).find({ collection: 'notifications', where: { title: { like: 'Bulk' } }, sort: 'title' });
    expect({ rows: docs.length, totalDocs }).toEqual({ rows: 12, totalDocs: 12 });
    expect((await tenantDb(acme).find({ collection: 'notifications', where: { title: { like: 'Bulk' } }, limit: 5 })).docs).toHaveLength(5);
    await tenantDb(acme).delete({ collection: 'notifications', where: { id: { in: notes.map((note) => note.id) } } });
  });

  it('findOne is one statement, with no count beside it', async () => {
    const pool = (payload.db as unknown as PostgresAdapter).pool;
    const query = vi.spyOn(pool, 'query');
    try {
      expect(await tenantDb(acme).findOne({ collection: 'notifications', where: { user: { equals: acmeUser.id } } })).toMatchObject({ id: acmeNote.id });
      const statements = query.mock.calls.map(([statement]) => (typeof statement === 'string' ? statement : (statement as { text: string }).text));
      expect(statements).toHaveLength(1);
      expect(statements[0]).not.toMatch(/count\(/i);
    } finally {
      query.mockRestore();
    }
  });
});

describe('writes', () => {
  it("update and delete by another site's id answer not found and change nothing", async () => {
    const db = tenantDb(acme);
    await expect(db.update({ collection: 'notifications', id: otherNote.id, data: { title: 'Hijacked' } })).rejects.toMatchObject(notFound);
    await expect(db.update({ collection: 'users', id: otherUser.id, data: { name: 'Hijacked' } })).rejects.toMatchObject(notFound);
    await expect(db.delete({ collection: 'notifications', id: otherNote.id })).rejects.toMatchObject(notFound);
    await expect(db.delete({ collection: 'users', id: 'not-a-uuid' })).rejects.toMatchObject(notFound);
    expect(await stored(otherNote.id)).toMatchObject({ title: 'Other news' });
    expect(await payload.findByID({ collection: 'users', id: otherUser.id, depth: 0, overrideAccess: true })).toMatchObject({ name: 'olga' });
  });

  it("update and delete by where touch only the site's own rows", async () => {
    const db = tenantDb(acme);
    const { docs } = await db.update({ collection: 'notifications', where: { read: { equals: false } }, data: { read: true } });
    expect(docs.map((doc) => doc.id)).toEqual([acmeNote.id]);
    expect(await stored(otherNote.id)).toMatchObject({ read: false });
    const spare = await addNote(other, otherUser, 'Spare');
    const deleted = await db.delete({ collection: 'notifications', where: { id: { in: [spare.id, otherNote.id] } } });
    expect(deleted.docs).toEqual([]);
    expect(await stored(spare.id)).toMatchObject({ title: 'Spare' });
  });

  it('update and delete by id work on their own rows', async () => {
    const db = tenantDb(acme);
    expect(await db.update({ collection: 'users', id: acmeUser.id, data: { bio: 'Teacher' } })).toMatchObject({ id: acmeUser.id, bio: 'Teacher', tenant: acme.tenant.id });
    const note = await addNote(acme, acmeUser, 'Short-lived');
    expect(await db.update({ collection: 'notifications', id: note.id, data: { title: 'Renamed' } })).toMatchObject({ title: 'Renamed', user: acmeUser.id });
    expect(await db.delete({ collection: 'notifications', id: note.id })).toMatchObject({ id: note.id });
    expect(await stored(note.id)).toBeNull();
  });

  it('create sets the tenant, and refuses a write that names another site', async () => {
    const db = tenantDb(acme);
    const created = await db.create({ collection: 'follows', data: { follower: acmeUser.id, followed: acmeUser.id } });
    expect(created.tenant).toBe(acme.tenant.id);
    const smuggled = { follower: acmeUser.id, followed: acmeUser.id, tenant: other.tenant.id };
    await expect(db.create({ collection: 'follows', data: smuggled })).rejects.toThrow(/another tenant/);
    await expect(db.update({ collection: 'follows', id: created.id, data: { tenant: other.tenant.id } as object })).rejects.toThrow(/another tenant/);
    await expect(db.update({ collection: 'follows', where: {}, data: { tenant: other.tenant.id } as object })).rejects.toThrow(/another tenant/);
    expect(await tenantDb(other).count({ collection: 'follows' })).toBe(0);
    expect(await db.count({ collection: 'follows' })).toBe(1);
  });

  it('runs on the transaction it is given, and rolls back with it', async () => {
    const failing = withTransaction(payload, async (req) => {
      const db = tenantDb({ ...acme, req });
      await db.create({ collection: 'notifications', data: { user: acmeUser.id, title: 'Rolled back', message: 'x', read: false } });
      await db.update({ collection: 'users', id: acmeUser.id, data: { name: 'Rolled back' } });
      await db.update({ collection: 'notifications', id: acmeNote.id, data: { title: 'Rolled back' } });
      await db.delete({ collection: 'notifications', where: { user: { equals: acmeUser.id } } });
      expect(await db.count({ collection: 'notifications', where: { title: { equals: 'Rolled back' } } })).toBe(0);
      expect(await db.findById({ collection: 'users', id: acmeUser.id })).toMatchObject({ name: 'Rolled back' });
      throw new Error('the write failed');
    });
    await expect(failing).rejects.toThrow('the write failed');
    expect(await stored(acmeNote.id)).toMatchObject({ title: 'Acme news' });
    expect(await tenantDb(acme).findById({ collection: 'users', id: acmeUser.id })).toMatchObject({ name: 'ann' });
    expect(await tenantDb(acme).count({ collection: 'notifications', where: { title: { equals: 'Rolled back' } } })).toBe(0);
  });

  it('runs SQL on the transaction it is given (the statement filters by tenant itself)', async () => {
    const statement = sql`SELECT count(*)::int AS n FROM notifications WHERE tenant_id = ${acme.tenant.id}`;
    await withTransaction(payload, async (req) => {
      await tenantDb({ ...acme, req }).create({ collection: 'notifications', data: { user: acmeUser.id, title: 'In flight', message: 'x', read: false } });
      const inside = await tenantDb({ ...acme, req }).execute(statement);
      const outside = await tenantDb(acme).execute(statement);
      expect((inside.rows[0] as { n: number }).n).toBe((outside.rows[0] as { n: number }).n + 1);
    });
  });
});

/**
 * A unit of work in the context (issue #40, item 10): `transaction(ctx, work)` hands `work` the
 * same context with the transaction in it, so `tenantDb(tx)` needs no `req` passed by hand.
 */
describe('transaction(ctx, work)', () => {
  const count = async () => (await tenantDb(acme).count({ collection: 'notifications', where: { title: { equals: 'Unit of work' } } }));

  it('runs the accessor made from its context on the transaction, and rolls it all back on a throw', async () => {
    const before = await count();
    await expect(
      transaction(acme, async (tx) => {
        await tenantDb(tx).create({ collection: 'notifications', data: { user: acmeUser.id, title: 'Unit of work', message: 'x', read: false } });
        expect(await tenantDb(tx).count({ collection: 'notifications', where: { title: { equals: 'Unit of work' } } })).toBe(before + 1);
        expect(await count()).toBe(before); // not visible outside until it commits
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await count()).toBe(before);
  });

  it('joins the unit of work it is called in instead of opening another', async () => {
    const before = await count();
    await transaction(acme, async (outer) => {
      await transaction(outer, async (inner) => {
        expect(inner.req).toBe(outer.req);
        await tenantDb(inner).create({ collection: 'notifications', data: { user: acmeUser.id, title: 'Unit of work', message: 'x', read: false } });
      });
      expect(await tenantDb(outer).count({ collection: 'notifications', where: { title: { equals: 'Unit of work' } } })).toBe(before + 1);
    });
    expect(await count()).toBe(before + 1);
  });
});

/**
 * Hand-written SQL names its tenant (issue #40, item 11): the accessor cannot add the tenant to
 * a statement, so it refuses one whose parameters do not carry the request's tenant id, before
 * it reaches the database, unless the caller marks it platform-wide and says why.
 */
describe('hand-written SQL', () => {
  const unscoped = () => sql`UPDATE notifications SET read = true WHERE user_id = ${otherUser.id}`;

  it("refuses a statement that does not filter by the request's tenant, and runs none of it", async () => {
    await expect(tenantDb(acme).execute(unscoped())).rejects.toThrow(/does not name the request's tenant/);
    await expect(tenantDb(acme).executePrepared(unscoped())).rejects.toThrow(/does not name the request's tenant/);
    expect((await stored(otherNote.id))?.read).toBe(false);
  });

  it("refuses one that names another site's tenant instead of the request's", async () => {
    const elsewhere = sql`SELECT id FROM notifications WHERE tenant_id = ${other.tenant.id}`;
    await expect(tenantDb(acme).execute(elsewhere)).rejects.toThrow(/does not name the request's tenant/);
  });

  it('finds the tenant in nested fragments and lists', async () => {
    const own = sql`tenant_id = ${acme.tenant.id}`;
    const { rows } = await tenantDb(acme).execute(sql`SELECT count(*)::int AS n FROM notifications WHERE ${sql.join([sql`true`, own], sql` AND `)}`);
    expect((rows[0] as { n: number }).n).toBeGreaterThan(0);
  });

  it('runs a statement marked platform-wide with its reason', async () => {
    const { rows } = await tenantDb(acme).execute(sql`SELECT 1 AS one`, { platformWide: 'a statement about no table' });
    expect(rows).toEqual([{ one: 1 }]);
  });
});

/**
 * Payload writes back the whole row it read when an update began. Two updates of one user that
 * overlap (a role change while the user saves their profile) must both hold: the second waits
 * for the first's row lock before Payload reads the row. Without the lock, the second read the
 * old row and wrote the first change away.
 */
describe('overlapping updates of one user', () => {
  it('keep both changes: a suspension in one transaction and a profile saved in another meanwhile', async () => {
    const user = await addUser(acme, 'busy');
    let saving: Promise<unknown> | undefined;
    await withTransaction(payload, async (req) => {
      await tenantDb({ ...acme, req }).update({ collection: 'users', id: user.id, data: { suspended: true } });
      // Another writer starts while the suspension is still uncommitted.
      saving = tenantDb(acme).update({ collection: 'users', id: user.id, data: { bio: 'Saved meanwhile' } });
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    await saving;
    const after = await payload.findByID({ collection: 'users', id: user.id, depth: 0, overrideAccess: true });
    expect({ suspended: after.suspended, bio: after.bio }).toEqual({ suspended: true, bio: 'Saved meanwhile' });
  });
});
