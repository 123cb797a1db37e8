import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogues, isLanguage } from '@halaqa/shared/i18n/index';
import { newSignedInStudent, newStudent, signedInClient } from '@halaqa/infra/testing/accounts';
import { createFreshDatabase } from '@halaqa/infra/testing/fresh-database';
import { FormData, SiteClient } from '@halaqa/infra/testing/site-client';
import { startSiteServer, type RunningSite } from '@halaqa/infra/testing/site-server';
import { sql } from '@halaqa/infra/testing/sql';
import { createTenantWithCli, halaqaCli, type TestTenant } from '@halaqa/infra/testing/tenant-cli';

/**
 * Issue #12: the platform plan's limits, enforced on the server where each feature lives, each
 * refusal a 402 with the upgrade offer the islands turn into the upgrade dialog. A site made by
 * `halaqa tenant create` starts on free; the operator moves it with `halaqa tenant plan`.
 */
const FREE: TestTenant = { domain: 'free.localhost', name: 'Free School', ownerEmail: 'owner@free.test', ownerPassword: 'free-owner-1' };
const BASIC: TestTenant = { domain: 'basic.localhost', name: 'Basic School', ownerEmail: 'owner@basic.test', ownerPassword: 'basic-owner-1', plan: 'basic' };
const en = catalogues.en;
const MB = 1024 * 1024;

let databaseUrl: string;
let site: RunningSite;
let free: string;
let basic: string;

beforeAll(async () => {
  databaseUrl = await createFreshDatabase();
  await createTenantWithCli(databaseUrl, FREE);
  await createTenantWithCli(databaseUrl, BASIC);
  site = await startSiteServer(databaseUrl);
  free = site.origin(FREE.domain);
  basic = site.origin(BASIC.domain);
}, 120_000);

afterAll(async () => {
  await site?.stop();
});

const tenantIdOf = async (tenant: TestTenant) => (await sql<{ id: string }>(databaseUrl, 'SELECT id FROM tenants WHERE name = $1', [tenant.name]))[0]!.id;
const newCourse = (owner: SiteClient, name: string) => owner.json<{ course_id?: string; error?: string; upgrade?: unknown }>('POST', '/api/courses', { name, description: 'A course' });

describe('projects', () => {
  it('makes one of five courses created at once on a free site, and answers the others with the upgrade offer', async () => {
    const owner = await signedInClient(free, FREE.ownerEmail, FREE.ownerPassword);
    const replies = await Promise.all(Array.from({ length: 5 }, (_, index) => newCourse(owner, `Course ${index}`)));
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 402, 402, 402, 402]);
    expect(replies.find((reply) => reply.status === 402)!.body).toEqual({
      error: en.errors.planLimit,
      upgrade: { featureName: 'projects', currentPlan: 'free', usageLimit: 1, currentUsage: 1, suggestedPlan: 'pro' },
    });
    expect(await sql(databaseUrl, 'SELECT id FROM courses WHERE tenant_id = $1', [await tenantIdOf(FREE)])).toHaveLength(1);
    // Another site's courses are not this site's usage.
    const other = await signedInClient(basic, BASIC.ownerEmail, BASIC.ownerPassword);
    expect((await newCourse(other, 'Course 0')).status).toBe(201);

    // The new-course page says so before the form is filled in (issue #44, item 11).
    const full = await (await owner.request('GET', '/admin/courses/new', { headers: { cookie: 'lang=en' } })).text();
    expect(full).toContain(en.teaching.planFull.replace('{{plan}}', en.plans.names.free).replace('{{limit}}', '1'));
    expect(full).toContain('href="/admin/subscription"');
    const room = await (await other.request('GET', '/admin/courses/new', { headers: { cookie: 'lang=en' } })).text();
    expect(room).toContain(en.teaching.planRoom.replace('{{plan}}', en.plans.names.basic).replace('{{limit}}', '10').replace('{{count}}', '1'));
  });

  it('lets the operator move a site to another plan with `halaqa tenant plan`, and says what the site is past', async () => {
    const owner = await signedInClient(free, FREE.ownerEmail, FREE.ownerPassword);
    const moved = await halaqaCli(['tenant', 'plan', '--domain', FREE.domain, '--plan', 'basic'], databaseUrl);
    expect(moved).toMatchObject({ code: 0, stdout: expect.stringContaining('Free School (free.localhost) is on the basic plan.') });
    expect((await newCourse(owner, 'Course 5')).status).toBe(201);
    const back = await halaqaCli(['tenant', 'plan', '--domain', FREE.domain, '--plan', 'free'], databaseUrl);
    expect(back.stdout).toContain('past the plan: projects 2 of 1; nothing is removed, adding more is refused.');
    const refused = await newCourse(owner, 'Course 6');
    expect(refused).toMatchObject({ status: 402, body: { upgrade: { currentPlan: 'free', usageLimit: 1, currentUsage: 2 } } });
    expect((await halaqaCli(['tenant', 'plan', '--domain', FREE.domain, '--plan', 'gold'], databaseUrl)).code).toBe(2);
    expect((await halaqaCli(['tenant', 'plan', '--domain', 'nowhere.localhost', '--plan', 'pro'], databaseUrl)).code).toBe(1);
    // Four runs of the CLI, each loading Payload (about 8 s of CPU): on a busy 2-core CI machine
    // they took 25 s each, past the default minute.
  }, 180_000);
});

describe('a paid period', () => {
  it('keeps the plan for seven days of grace after it ends, then holds the site to free limits, deleting nothing, courses beyond them read-only', async () => {
    const owner = await signedInClient(basic, BASIC.ownerEmail, BASIC.ownerPassword);
    const endedDaysAgo = (days: number) => sql(databaseUrl, `UPDATE tenants SET subscription_period_end = now() - make_interval(days => $1) WHERE name = $2`, [days, BASIC.name]);
    const banner = async (client: SiteClient) => {
      const html = await (await client.request('GET', '/admin', { headers: { cookie: 'lang=en' } })).text();
      return /data-testid="subscription-banner"[^>]*>\s*<span[^>]*>([^<]*)</.exec(html)?.[1] ?? null;
    };
    expect(await banner(owner)).toBeNull();
    await endedDaysAgo(3);
    expect((await newCourse(owner, 'In grace')).status).toBe(201);
    expect(await banner(owner)).toMatch(/^Your Basic plan was not renewed\. Its features stay until .+; renew it to keep them\.$/);
    await endedDaysAgo(8);
    expect(await newCourse(owner, 'Expired')).toMatchObject({ status: 402, body: { upgrade: { featureName: 'projects', currentPlan: 'free', usageLimit: 1, currentUsage: 2 } } });
    expect(await banner(owner)).toBe('Your Basic plan has expired: the site now has the Free plan’s limits. Nothing was deleted; renew to add more.');
    // Past free's one course, the newer course is read-only (its lessons too); the oldest stays editable.
    const courseIdOf = async (name: string) => (await sql<{ id: string }>(databaseUrl, 'SELECT c.id FROM courses c JOIN tenants t ON t.id = c.tenant_id WHERE t.name = $1 AND c.name = $2', [BASIC.name, name]))[0]!.id;
    const [oldest, newer] = [await courseIdOf('Course 0'), await courseIdOf('In grace')];
    expect(await owner.json('PUT', `/api/courses/${newer}`, { description: 'Changed' })).toEqual({
      status: 402,
      body: { error: en.errors.planReadOnly, upgrade: { featureName: 'projects', currentPlan: 'free', usageLimit: 1, currentUsage: 2, suggestedPlan: 'pro' } },
    });
    expect((await owner.json('POST', `/api/courses/${newer}/materials`, { name: 'Lesson', type: 'article' })).status).toBe(402);
    expect((await owner.json('PUT', `/api/courses/${oldest}`, { description: 'Changed' })).status).toBe(200);
    expect((await owner.json('POST', `/api/courses/${oldest}/materials`, { name: 'Lesson', type: 'article' })).status).toBe(200);
    // Only the owner is told.
    const student = newStudent();
    expect((await new SiteClient(basic).json('POST', '/api/users/sign-up', student)).status).toBe(200);
    await sql(databaseUrl, 'UPDATE users SET verified = true WHERE email = $1', [student.email]);
    const studentPage = await (await signedInClient(basic, student.email, student.password)).request('GET', '/');
    expect(await studentPage.text()).not.toContain('subscription-banner');
    expect(await sql(databaseUrl, 'SELECT c.name FROM courses c JOIN tenants t ON t.id = c.tenant_id WHERE t.name = $1 ORDER BY c.name', [BASIC.name])).toEqual([{ name: 'Course 0' }, { name: 'In grace' }]);
    await sql(databaseUrl, 'UPDATE tenants SET subscription_period_end = NULL WHERE name = $1', [BASIC.name]);
    expect((await newCourse(owner, 'Renewed')).status).toBe(201);
    expect((await owner.json('PUT', `/api/courses/${newer}`, { description: 'Changed' })).status).toBe(200);
  });
});

describe('admin accounts', () => {
  it('counts the owner as the free plan’s one admin; basic has room for one more', async () => {
    const freeOwner = await signedInClient(free, FREE.ownerEmail, FREE.ownerPassword);
    const student = await newSignedInStudent(free);
    expect(await freeOwner.json('POST', `/api/users/${student.id}/promote/`)).toEqual({
      status: 402,
      body: { error: en.errors.planLimit, upgrade: { featureName: 'admin_accounts', currentPlan: 'free', usageLimit: 1, currentUsage: 1, suggestedPlan: 'pro' } },
    });

    const basicOwner = await signedInClient(basic, BASIC.ownerEmail, BASIC.ownerPassword);
    const [first, second] = [await newSignedInStudent(basic), await newSignedInStudent(basic)];
    expect((await basicOwner.json('POST', `/api/users/${first.id}/rights`, { newRole: 'admin', rights: ['manage-users'] })).status).toBe(200);
    expect(await basicOwner.json('POST', `/api/users/${second.id}/promote/`)).toMatchObject({ status: 402, body: { upgrade: { featureName: 'admin_accounts', usageLimit: 2, currentUsage: 2 } } });
    // Changing an admin's rights is no new admin; making one a user again frees the place.
    expect((await basicOwner.json('POST', `/api/users/${first.id}/rights`, { newRole: 'admin', rights: ['upload-files'] })).status).toBe(200);
    expect((await basicOwner.json('POST', `/api/users/${first.id}/rights`, { newRole: 'user' })).status).toBe(200);
    expect((await basicOwner.json('POST', `/api/users/${second.id}/promote/`)).status).toBe(200);
  });
});

describe('users', () => {
  it('refuses sign-ups past the plan’s users with the site-full message, and tells the owner once', async () => {
    const tenantId = await tenantIdOf(FREE);
    const count = async () => Number((await sql<{ n: string }>(databaseUrl, 'SELECT count(*) AS n FROM users WHERE tenant_id = $1', [tenantId]))[0]!.n);
    const visitor = new SiteClient(free);
    while ((await count()) < 24) expect((await visitor.json('POST', '/api/users/sign-up', newStudent())).status).toBe(200);

    // Three at once for the last place: one gets it.
    const racing = await Promise.all(Array.from({ length: 3 }, () => visitor.json('POST', '/api/users/sign-up', newStudent())));
    expect(racing.map((reply) => reply.status).sort()).toEqual([200, 402, 402]);
    const refused = racing.find((reply) => reply.status === 402)!;
    expect(refused.body).toMatchObject({ error: en.errors.siteFull, upgrade: { featureName: 'users', usageLimit: 25, currentUsage: 25 } });
    expect(await count()).toBe(25);

    const [{ site_lang }] = (await sql<{ site_lang: string }>(databaseUrl, 'SELECT site_lang FROM tenants WHERE id = $1', [tenantId])) as [{ site_lang: string }];
    const told = catalogues[isLanguage(site_lang) ? site_lang : 'en'].plans.siteFull.title;
    const ownerNotices = async () =>
      sql<{ title: string }>(databaseUrl, `SELECT n.title FROM notifications n JOIN users u ON u.id = n.user_id WHERE u.email = $1 AND n.title = $2`, [FREE.ownerEmail, told]);
    await expect.poll(async () => (await ownerNotices()).length, { timeout: 15_000 }).toBe(1);
    // Refused again the same day: no second notice.
    expect((await visitor.json('POST', '/api/users/sign-up', newStudent())).status).toBe(402);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await ownerNotices()).toHaveLength(1);
  });
});

describe('the subscription page', () => {
  it('shows the owner the plan and what the site uses, and no one else', async () => {
    const owner = await signedInClient(basic, BASIC.ownerEmail, BASIC.ownerPassword);
    const page = await owner.request('GET', '/admin/subscription', { headers: { cookie: 'lang=en' } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Your site is on the Basic plan.');
    expect(html).toMatch(/data-testid="usage-admin_accounts"[\s\S]*?2 of 2/);
    // A student (verified directly: the mail queue is busy with the sign-ups above).
    const student = newStudent();
    expect((await new SiteClient(basic).json('POST', '/api/users/sign-up', student)).status).toBe(200);
    await sql(databaseUrl, 'UPDATE users SET verified = true WHERE email = $1', [student.email]);
    const studentClient = await signedInClient(basic, student.email, student.password);
    expect((await studentClient.request('GET', '/admin/subscription')).status).toBe(403);
    expect((await new SiteClient(basic).request('GET', '/admin/subscription')).status).toBe(302);
    // The free site's owner sees their own site only.
    const freeOwner = await signedInClient(free, FREE.ownerEmail, FREE.ownerPassword);
    expect(await (await freeOwner.request('GET', '/admin/subscription', { headers: { cookie: 'lang=en' } })).text()).toContain('Your site is on the Free plan.');
  });
});

describe('storage', () => {
  it('refuses an upload past the plan’s storage and keeps nothing of it', async () => {
    const tenantId = await tenantIdOf(BASIC);
    const owner = await signedInClient(basic, BASIC.ownerEmail, BASIC.ownerPassword);
    const ownerId = (await owner.json<{ user: { id: string } }>('GET', '/api/users/info')).body.user.id;
    // What the site already stores, short of basic's 5 GB by less than the next upload.
    await sql(databaseUrl, `INSERT INTO files (tenant_id, key, visibility, owner_id, content_type, size) VALUES ($1, 'public/images/1/big.png', 'public', $2, 'image/png', $3)`, [
      tenantId,
      ownerId,
      5 * 1024 * MB - 10,
    ]);
    const form = new FormData();
    form.set('file', new Blob(['%PDF-1.4\n% more than ten bytes\n']), 'notes.pdf');
    form.set('visibility', 'public');
    form.set('segment', 'materials');
    const reply = await owner.request('POST', '/api/files/upload', { form });
    expect(reply.status).toBe(402);
    expect(await reply.json()).toMatchObject({ error: en.errors.planLimit, upgrade: { featureName: 'storage', currentPlan: 'basic', usageLimit: 5 * 1024 * MB, currentUsage: 5 * 1024 * MB - 10, suggestedPlan: 'pro' } });
    expect(await sql(databaseUrl, `SELECT key FROM files WHERE tenant_id = $1 AND key LIKE '%notes.pdf'`, [tenantId])).toEqual([]);
  });
});
