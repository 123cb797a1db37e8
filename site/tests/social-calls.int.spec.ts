import { beforeAll, describe, expect, it } from 'vitest';
import { newSignedInStudent, signedInClient } from '@halaqa/infra/testing/accounts';
import { SiteClient } from '@halaqa/infra/testing/site-client';
import { sql } from '@halaqa/infra/testing/sql';
import { OTHER, useTwoSites } from '@halaqa/infra/testing/two-sites';

/** Issue #3, the social calls: following a user and the notifications it brings, with every refusal. */
const sites = useTwoSites();
let otherOwner: SiteClient;

beforeAll(async () => {
  otherOwner = await signedInClient(sites.other, OTHER.ownerEmail, OTHER.ownerPassword);
});

describe('follow, unfollow and notifications', () => {
  it('notifies the followed user, who reads and marks their notifications', async () => {
    const follower = await newSignedInStudent(sites.acme, { name: 'Omar Farouk' });
    const followed = await newSignedInStudent(sites.acme);
    expect(await follower.client.json('POST', `/api/users/${followed.id}/follow`)).toEqual({ status: 200, body: { following: true } });
    expect((await follower.client.json('POST', `/api/users/${followed.id}/follow`)).status).toBe(200);

    const list = await followed.client.json<Record<string, unknown>[]>('GET', '/api/users/notifications');
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({
      title: 'New follower',
      message: 'Omar Farouk started following you.',
      link: `/users/${follower.id}/scores`,
      unread: true,
      isread: { read: false },
    });
    expect(Date.parse(String(list.body[0]!.timestamp))).toBeGreaterThan(Date.now() - 60_000);

    expect(await followed.client.json('PUT', '/api/users/notifications/read')).toEqual({ status: 200, body: true });
    expect((await followed.client.json<Record<string, unknown>[]>('GET', '/api/users/notifications')).body[0]).toMatchObject({ unread: false, isread: { read: true } });
    expect(await follower.client.json('GET', '/api/users/notifications')).toEqual({ status: 200, body: [] });

    expect(await follower.client.json('POST', `/api/users/${followed.id}/unfollow`)).toEqual({ status: 200, body: { following: false } });
  });

  it('writes the notification in the followed user’s language', async () => {
    const follower = await newSignedInStudent(sites.acme, { name: 'Omar Farouk' });
    const followed = await newSignedInStudent(sites.acme);
    await followed.client.json('PUT', '/api/users/me', { settings: '{"lang":"ar"}' });
    await follower.client.json('POST', `/api/users/${followed.id}/follow`);
    expect((await followed.client.json<{ message: string }[]>('GET', '/api/users/notifications')).body[0]?.message).toBe('بدأ Omar Farouk بمتابعتك.');
  });

  it('lists and marks read past malformed rows, only the caller’s (issue #15)', async () => {
    const me = await newSignedInStudent(sites.acme);
    const neighbour = await newSignedInStudent(sites.acme);
    const insert = (userId: string, title: string, createdAt = 'now()') =>
      sql(sites.databaseUrl, `INSERT INTO notifications (tenant_id, user_id, title, message, read, created_at) SELECT tenant_id, id, $2, '', false, ${createdAt} FROM users WHERE id = $1`, [userId, title]);
    await insert(me.id, '');
    await insert(me.id, 'timeless', `'infinity'`);
    await insert(neighbour.id, 'theirs');

    const list = await me.client.json<{ title: string }[]>('GET', '/api/users/notifications');
    expect(list.status).toBe(200);
    expect(list.body.map((row) => row.title)).toEqual(['']);
    expect(await me.client.json('PUT', '/api/users/notifications/read')).toEqual({ status: 200, body: true });
    const unread = await sql<{ title: string }>(sites.databaseUrl, 'SELECT title FROM notifications WHERE user_id IN ($1, $2) AND read = false', [me.id, neighbour.id]);
    expect(unread.map((row) => row.title)).toEqual(['theirs']);
  });

  it('refuses following yourself, another site’s user, and visitors', async () => {
    const me = await newSignedInStudent(sites.acme);
    expect(await me.client.json('POST', `/api/users/${me.id}/follow`)).toEqual({ status: 400, body: { error: 'You cannot follow yourself.', field: 'id' } });
    const otherOwnerId = (await otherOwner.json<{ user: { id: string } }>('GET', '/api/users/info')).body.user.id;
    expect((await me.client.json('POST', `/api/users/${otherOwnerId}/follow`)).status).toBe(404);
    expect((await new SiteClient(sites.acme).json('POST', `/api/users/${me.id}/follow`)).status).toBe(401);
    expect((await new SiteClient(sites.acme).json('GET', '/api/users/notifications')).status).toBe(401);
    expect((await new SiteClient(sites.acme).json('PUT', '/api/users/notifications/read')).status).toBe(401);
  });
});
