import { describe, expect, it } from 'vitest';
import { hashToken } from '@halaqa/cms/services/tokens/random-token';
import { newSignedInStudent } from '@halaqa/infra/testing/accounts';
import { SiteClient } from '@halaqa/infra/testing/site-client';
import { sql } from '@halaqa/infra/testing/sql';
import { useTwoSites } from '@halaqa/infra/testing/two-sites';

/**
 * Issue #13: a signed-in request's session is answered from memory once validated, yet whatever
 * ends it or changes its user holds from the very next request — whoever wrote it. These changes
 * are made with plain SQL, as another process would (the editors' admin, an operator), behind the
 * site's back; each request first warms the cache with the session.
 */
const sites = useTwoSites();
type Info = { user: { name: string; suspended: boolean; role: { rights: string[] } } };

async function warmStudent() {
  const { id, client } = await newSignedInStudent(sites.acme);
  for (let index = 0; index < 3; index += 1) expect((await client.json('GET', '/api/users/info')).status).toBe(200);
  return { id, client };
}

describe('a validated session kept in memory', () => {
  it('ends the moment its row is deleted', async () => {
    const { client } = await warmStudent();
    await sql(sites.databaseUrl, 'DELETE FROM sessions WHERE token_hash = $1', [hashToken(client.sessionCookie!)]);
    expect((await client.json('GET', '/api/users/info')).status).toBe(401);
  });

  it('ends the moment its user is suspended or deleted', async () => {
    const suspended = await warmStudent();
    await sql(sites.databaseUrl, 'UPDATE users SET suspended = true WHERE id = $1', [suspended.id]);
    expect((await suspended.client.json('GET', '/api/users/info')).status).toBe(401);

    const deleted = await warmStudent();
    await sql(sites.databaseUrl, 'DELETE FROM sessions WHERE user_id = $1', [deleted.id]);
    expect((await deleted.client.json('GET', '/api/users/info')).status).toBe(401);
  });

  it('shows the user’s changed name and rights on the next request', async () => {
    const { id, client } = await warmStudent();
    await sql(sites.databaseUrl, 'UPDATE users SET name = $1 WHERE id = $2', ['Renamed Elsewhere', id]);
    expect((await client.json<Info>('GET', '/api/users/info')).body.user.name).toBe('Renamed Elsewhere');
    await sql(sites.databaseUrl, `INSERT INTO users_role_rights ("order", parent_id, value) VALUES (1, $1, 'upload-files')`, [id]);
    expect((await client.json<Info>('GET', '/api/users/info')).body.user.role.rights).toContain('upload-files');
  });

  it('is this site’s only: the same cookie on another site is nobody', async () => {
    const { client } = await warmStudent();
    const elsewhere = new SiteClient(sites.other);
    elsewhere.useSessionCookie(client.sessionCookie!);
    expect((await elsewhere.json('GET', '/api/users/info')).status).toBe(401);
    expect((await client.json('GET', '/api/users/info')).status).toBe(200);
  });
});
