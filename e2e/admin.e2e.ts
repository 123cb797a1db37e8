import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogues } from '@halaqa/shared/i18n/index';
import { buildAdmin, startAdminServer, type RunningAdmin } from '@halaqa/infra/testing/admin-server';
import { newSignedInStudent, signedInClient } from '@halaqa/infra/testing/accounts';
import { newContext } from '@halaqa/infra/testing/browser';
import { countRows } from '@halaqa/infra/testing/database-rows';
import { uploadFile } from '@halaqa/infra/testing/files';
import { SiteClient } from '@halaqa/infra/testing/site-client';
import { sql } from '@halaqa/infra/testing/sql';
import { halaqaCli } from '@halaqa/infra/testing/tenant-cli';
import { ACME, newStudent, OTHER, usePlatform } from './support/platform';
import { signedInContext } from './support/pages';
import { openVerificationMail, signInThroughForm, signUpThroughForm } from './support/sign-up-journey';

/**
 * Issue #2: the owner, signed in on the site, opens the Payload admin without signing in again
 * and sees only their own site's documents; a student is refused there.
 */
const platform = usePlatform();
const en = catalogues.en;
let admin: RunningAdmin;

beforeAll(async () => {
  await buildAdmin();
  admin = await startAdminServer(platform.databaseUrl, platform.site.port);
}, 300_000);

afterAll(async () => {
  await admin?.stop();
});

const adminOrigin = (domain: string) => `http://${domain}:${admin.port}`;

/** The site's owner in the Payload admin, with the session they signed in with on the site. */
async function editorOf(site: typeof ACME, password = site.ownerPassword): Promise<SiteClient> {
  const signedIn = await signedInClient(platform.site.origin(site.domain), site.ownerEmail, password);
  const editor = new SiteClient(adminOrigin(site.domain));
  editor.useSessionCookie(signedIn.sessionCookie!);
  return editor;
}

describe("the editors' admin", () => {
  it('lets the owner in with the site session and shows only their tenant', async () => {
    const context = await newContext(platform.browser);
    await context.addCookies([{ name: 'lang', value: 'en', url: platform.site.origin(ACME.domain) }]);
    const page = await context.newPage();

    // A user of the other site exists; Acme's owner must not see them.
    await signUpThroughForm(page, platform.site.origin(OTHER.domain), newStudent({ name: 'Omar Other' }), catalogues.ar);
    await page.getByRole('status').waitFor();

    await signInThroughForm(page, platform.site.origin(ACME.domain), ACME.ownerEmail, ACME.ownerPassword, en);
    await page.waitForURL(`${platform.site.origin(ACME.domain)}/`);

    await page.goto(`${adminOrigin(ACME.domain)}/admin/collections/tenants`);
    await expect.poll(() => page.locator('.table').textContent(), { timeout: 30_000 }).toContain(ACME.name);
    expect(await page.locator('.table').textContent()).not.toContain(OTHER.name);

    await page.goto(`${adminOrigin(ACME.domain)}/admin/collections/users`);
    await expect.poll(() => page.locator('.table').textContent(), { timeout: 30_000 }).toContain(ACME.ownerEmail);
    const users = await page.locator('.table').textContent();
    expect(users).not.toContain(OTHER.ownerEmail);
    expect(users).not.toContain('Omar Other');

    // Logging out of the admin signs out of the site too: it is one session.
    await page.goto(`${adminOrigin(ACME.domain)}/admin/logout`);
    await page.waitForURL(/\/admin\/login/, { timeout: 30_000 });
    await page.goto(`${platform.site.origin(ACME.domain)}/`);
    expect(await page.getByTestId('signed-in-as').count()).toBe(0);
    await context.close();
  });

  it('speaks the language the owner uses on the site: Arabic, right to left (issue #14)', async () => {
    const ar = catalogues.ar;
    const context = await newContext(platform.browser);
    const page = await context.newPage();
    // A visitor without a site language gets the admin in English, and the hint in it.
    await page.goto(`${adminOrigin(ACME.domain)}/admin`);
    await expect.poll(() => page.getByRole('link', { name: en.editorsAdmin.signInOnSite }).count(), { timeout: 30_000 }).toBe(1);

    // Signed in on the site in Arabic (the interface's first language), the admin follows.
    await signInThroughForm(page, platform.site.origin(ACME.domain), ACME.ownerEmail, ACME.ownerPassword, ar);
    await page.waitForURL(`${platform.site.origin(ACME.domain)}/`);
    await page.goto(`${adminOrigin(ACME.domain)}/admin/collections/courses`);
    // Payload writes the direction in capitals (dir="RTL"), which HTML reads as rtl.
    await expect.poll(async () => (await page.locator('html').getAttribute('dir'))?.toLowerCase(), { timeout: 30_000 }).toBe('rtl');
    expect(await page.locator('html').getAttribute('lang')).toBe('ar');
    // The collections carry the site's own words, and Payload's interface its Arabic.
    await expect.poll(() => page.locator('h1').textContent(), { timeout: 30_000 }).toContain(ar.editorsAdmin.collections.courses.plural);
    await page.goto(`${adminOrigin(ACME.domain)}/admin`);
    await expect.poll(() => page.locator('nav').first().textContent(), { timeout: 30_000 }).toContain(ar.editorsAdmin.collections.materials.plural);
    expect(await page.locator('nav').first().textContent()).not.toContain(en.editorsAdmin.collections.materials.plural);
    await context.close();
  });

  it('shows file keys as the files and JSON as forms, with Arabic labels (issue #14)', async () => {
    const ar = catalogues.ar;
    const { labels, quiz: quizTexts, tags: tagTexts } = ar.editorsAdmin.fields;
    const siteOrigin = platform.site.origin(ACME.domain);
    const owner = await signedInClient(siteOrigin, ACME.ownerEmail, ACME.ownerPassword);
    const picture = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } }).png().toBuffer();
    const pictureKey = await uploadFile(owner, 'board.png', picture, { segment: 'images' });
    const course = (await owner.json<{ id: string }>('POST', '/api/courses', { name: `النحو ${Date.now()}` })).body;
    const quizLesson = (
      await owner.json<{ id: string }>('POST', `/api/courses/${course.id}/materials`, {
        name: 'اختبار الفاعل',
        type: 'quiz',
        quiz: [{ type: 'single', text: 'ما الفاعل في «قام زيد»؟', options: ['زيد', 'قام'], correct: [0] }],
      })
    ).body;
    const lesson = (await owner.json<{ id: string }>('POST', `/api/courses/${course.id}/materials`, { name: 'الفاعل', type: 'article', files: [pictureKey], tags: ['نحو'] })).body;

    const context = await signedInContext(platform.browser, siteOrigin, owner, 'ar');
    const page = await context.newPage();
    // The site hands the admin the owner's language (the payload-lng cookie) on any page.
    await page.goto(siteOrigin);

    // A lesson: its file as the picture itself, served by the site; its tags as chips.
    await page.goto(`${adminOrigin(ACME.domain)}/admin/collections/materials/${lesson.id}`);
    const files = page.getByRole('group', { name: labels.materials.files });
    await files.waitFor({ timeout: 30_000 });
    const shown = files.getByRole('img', { name: 'board.png' });
    await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.naturalWidth), { timeout: 30_000 }).toBe(40);
    expect(await shown.getAttribute('src')).toBe(`${siteOrigin}/files/${pictureKey}`);
    const tags = page.getByRole('group', { name: labels.materials.tags });
    expect(await tags.getByRole('listitem').allTextContents()).toEqual([expect.stringContaining('نحو')]);
    await tags.getByLabel(tagTexts.newTag).fill('إعراب');
    await tags.getByLabel(tagTexts.newTag).press('Enter');
    await page.keyboard.press('ControlOrMeta+s');
    await expect.poll(async () => (await sql<{ tags: string[] }>(platform.databaseUrl, 'SELECT tags FROM materials WHERE id = $1', [lesson.id]))[0]?.tags, { timeout: 30_000 }).toEqual(['نحو', 'إعراب']);

    // A quiz: its questions read with the right answer marked, and the way to the site's editor.
    await page.goto(`${adminOrigin(ACME.domain)}/admin/collections/materials/${quizLesson.id}`);
    const editOnSite = page.getByRole('link', { name: quizTexts.editOnSite });
    await editOnSite.waitFor({ timeout: 30_000 });
    expect(await editOnSite.getAttribute('href')).toBe(`${siteOrigin}/admin/courses/${course.id}?lesson=${quizLesson.id}`);
    expect(await page.locator('.halaqa-quiz').textContent()).toContain('ما الفاعل في «قام زيد»؟');
    // One question, in Arabic's form for one ("سؤال واحد", not "1 أسئلة").
    expect(await page.locator('.halaqa-field', { has: page.locator('.halaqa-quiz') }).textContent()).toContain(quizTexts.count_one);

    // A course: the lessons visitors see, and the work its certificate counts, as ticks by name.
    await page.goto(`${adminOrigin(ACME.domain)}/admin/collections/courses/${course.id}`);
    const visitorLessons = page.getByRole('group', { name: labels.courses.showmaterial });
    await visitorLessons.waitFor({ timeout: 30_000 });
    // Payload draws a group's fields once it scrolls into view.
    await page.locator('#field-certConfig').scrollIntoViewIfNeeded();
    const certificateSource = page.getByRole('group', { name: labels.courses['certConfig/source'] });
    await certificateSource.waitFor({ timeout: 30_000 });
    expect(await certificateSource.getByRole('checkbox').count()).toBe(1);
    await visitorLessons.getByRole('checkbox', { name: 'الفاعل', exact: true }).check();
    await page.keyboard.press('ControlOrMeta+s');
    await expect.poll(async () => (await sql<{ showmaterial: string[] }>(platform.databaseUrl, 'SELECT showmaterial FROM courses WHERE id = $1', [course.id]))[0]?.showmaterial, { timeout: 30_000 }).toEqual([lesson.id]);

    // A user's preferences string as a form, keeping what it does not show.
    const student = await newSignedInStudent(siteOrigin);
    await sql(platform.databaseUrl, `UPDATE users SET settings = '{"lang":"fr","seenTour":true}' WHERE id = $1`, [student.id]);
    await page.goto(`${adminOrigin(ACME.domain)}/admin/collections/users/${student.id}`);
    const preferences = page.getByRole('group', { name: labels.users.settings });
    await preferences.scrollIntoViewIfNeeded({ timeout: 30_000 });
    expect(await preferences.getByRole('combobox').inputValue()).toBe('fr');
    await preferences.getByRole('checkbox', { name: ar.editorsAdmin.fields.userSettings.darkMode }).check();
    await page.keyboard.press('ControlOrMeta+s');
    await expect
      .poll(async () => JSON.parse((await sql<{ settings: string }>(platform.databaseUrl, 'SELECT settings FROM users WHERE id = $1', [student.id]))[0]!.settings), { timeout: 30_000 })
      .toEqual({ lang: 'fr', seenTour: true, darkMode: true });
    await context.close();
  });

  it("draws a lesson's image from the site in the rich-text editor and keeps it when the editor saves (issue #14)", async () => {
    const siteOrigin = platform.site.origin(ACME.domain);
    const owner = await signedInClient(siteOrigin, ACME.ownerEmail, ACME.ownerPassword);
    const picture = await sharp({ create: { width: 48, height: 32, channels: 3, background: '#36c' } }).png().toBuffer();
    const pictureKey = await uploadFile(owner, 'diagram.png', picture, { segment: 'materials' });
    const course = (await owner.json<{ id: string }>('POST', '/api/courses', { name: `Geometry ${Date.now()}` })).body;
    const lesson = (
      await owner.json<{ id: string }>('POST', `/api/courses/${course.id}/materials`, {
        name: 'Angles',
        type: 'article',
        content: `<h2>Diagram</h2><p>See:<img src="/files/${pictureKey}" alt="the diagram"></p>`,
      })
    ).body;
    const imageNode = { type: 'image', version: 1, src: `/files/${pictureKey}`, alt: 'the diagram' };
    const storedContent = async () => JSON.stringify((await sql<{ content: unknown }>(platform.databaseUrl, 'SELECT content FROM materials WHERE id = $1', [lesson.id]))[0]?.content);
    // The stored image node, exactly: nothing added, nothing lost.
    const storedImages = async () => JSON.parse(await storedContent()).root.children[1].children.filter((node: { type: string }) => node.type === 'image');
    expect(await storedImages()).toEqual([imageNode]);

    const context = await signedInContext(platform.browser, siteOrigin, owner, 'en');
    const page = await context.newPage();
    await page.goto(`${adminOrigin(ACME.domain)}/admin/collections/materials/${lesson.id}`);
    // The stored address is the site's; the admin, on its own port, loads it from the site.
    const shown = page.locator('[data-lexical-editor="true"]').getByRole('img', { name: 'the diagram' });
    await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.naturalWidth), { timeout: 30_000 }).toBe(48);
    expect(await shown.getAttribute('src')).toBe(`${siteOrigin}/files/${pictureKey}`);

    // An edit elsewhere in the text, saved: the image stays exactly as the site stored it.
    await page.locator('[data-lexical-editor="true"] h2').click();
    await page.keyboard.press('End');
    await page.keyboard.type(' 2');
    await expect.poll(() => page.locator('[data-lexical-editor="true"] h2').textContent()).toBe('Diagram 2');
    // Payload hands the editor's state to the form when the browser is idle: save after that.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
    await page.keyboard.press('ControlOrMeta+s');
    await expect.poll(storedContent, { timeout: 30_000 }).toContain('"text":"Diagram 2"');
    expect(await storedImages()).toEqual([imageNode]);
    expect((await owner.json<{ content: string }>('GET', `/api/courses/${course.id}/materials/${lesson.id}`)).body.content).toContain(
      `<img src="/files/${pictureKey}" srcset="/files/${pictureKey}?w=1280" loading="lazy" alt="the diagram">`,
    );
    await context.close();
  });

  it('refuses a student, and asks a visitor to sign in on the site', async () => {
    const context = await newContext(platform.browser);
    await context.addCookies([{ name: 'lang', value: 'en', url: platform.site.origin(ACME.domain) }]);
    const page = await context.newPage();

    await page.goto(`${adminOrigin(ACME.domain)}/admin`);
    await expect.poll(() => page.getByRole('link', { name: 'Sign in on the site' }).getAttribute('href'), { timeout: 30_000 }).toBe(
      `${platform.site.origin(ACME.domain)}/sign-in`,
    );

    const student = newStudent();
    await signUpThroughForm(page, platform.site.origin(ACME.domain), student, en);
    await openVerificationMail(page, student, en);
    await signInThroughForm(page, platform.site.origin(ACME.domain), student.email, student.password, en);
    await page.waitForURL(`${platform.site.origin(ACME.domain)}/`);

    await page.goto(`${adminOrigin(ACME.domain)}/admin`);
    await page.waitForURL(/\/admin\/unauthorized/, { timeout: 30_000 });
    expect(await page.textContent('body')).toContain('Unauthorized');

    // Payload's REST API, asked from the student's browser, shows them no one but themselves.
    const emails = await page.evaluate(async () => {
      const reply = await fetch('/api/users', { credentials: 'include' });
      const body = (await reply.json()) as { docs?: { email: string }[] };
      return body.docs?.map((user) => user.email);
    });
    expect(emails).toEqual([student.email]);
    await context.close();
  });
});

describe("the commerce records through Payload's REST API (issue #11)", () => {
  it('shows orders, earnings and commerce events to no editor, of this site or another', async () => {
    const [{ id: acmeId }] = (await sql<{ id: string }>(platform.databaseUrl, 'SELECT id FROM tenants WHERE name = $1', [ACME.name])) as [{ id: string }];
    const [{ id: eventRow }] = (await sql<{ id: string }>(
      platform.databaseUrl,
      `INSERT INTO commerce_events (id, tenant_id, event_id, type, updated_at, created_at) VALUES (gen_random_uuid(), $1, 'order.paid:rest-check', 'order.paid', now(), now()) RETURNING id`,
      [acmeId],
    )) as [{ id: string }];
    for (const [tenant, password] of [
      [ACME, ACME.ownerPassword],
      [OTHER, OTHER.ownerPassword],
    ] as const) {
      const owner = await signedInClient(platform.site.origin(tenant.domain), tenant.ownerEmail, password);
      const editor = new SiteClient(adminOrigin(tenant.domain));
      editor.useSessionCookie(owner.sessionCookie!);
      for (const path of ['/api/orders', '/api/earnings', '/api/commerce-events', `/api/commerce-events/${eventRow}`]) {
        const reply = await editor.request('GET', path);
        expect(`${tenant.domain} ${path} ${reply.status}`).toBe(`${tenant.domain} ${path} 403`);
      }
      const write = await editor.request('POST', '/api/orders', { json: { tenant: acmeId, orderId: 'forged' } });
      expect(write.status).toBe(403);
    }
    expect(await countRows(platform.databaseUrl, 'orders', 'order_id', 'forged')).toBe(0);
  });
});

describe('payouts in the Payload admin (issue #11)', () => {
  it('shows every site’s payouts to platform operators only, who decide each once; no one forges, edits or deletes one', async () => {
    const [{ tenant, owner }] = (await sql<{ tenant: string; owner: string }>(
      platform.databaseUrl,
      'SELECT t.id AS tenant, u.id AS owner FROM tenants t JOIN users u ON u.tenant_id = t.id WHERE t.name = $1 AND u.email = $2',
      [ACME.name, ACME.ownerEmail],
    )) as [{ tenant: string; owner: string }];
    const [{ id: payoutId }] = (await sql<{ id: string }>(
      platform.databaseUrl,
      `INSERT INTO payouts (id, tenant_id, beneficiary_id, amount, status, method_kind, method_wallet_number, requested_at, updated_at, created_at)
       VALUES (gen_random_uuid(), $1, $2, 25000, 'pending', 'wallet', '01012345678', now(), now(), now()) RETURNING id`,
      [tenant, owner],
    )) as [{ id: string }];

    // Owners of either site, even of the payout's own, are no operators.
    for (const [site, password] of [
      [ACME, ACME.ownerPassword],
      [OTHER, OTHER.ownerPassword],
    ] as const) {
      const editor = await editorOf(site, password);
      for (const path of ['/api/payouts', `/api/payouts/${payoutId}`, '/api/payout-methods']) expect(`${site.domain} ${path} ${(await editor.request('GET', path)).status}`).toBe(`${site.domain} ${path} 403`);
      expect((await editor.request('PATCH', `/api/payouts/${payoutId}`, { json: { status: 'paid' } })).status).toBe(403);
      // Nor can they make themselves one.
      await editor.request('PATCH', `/api/users/${owner}`, { json: { platformOperator: true } });
    }
    expect(await sql(platform.databaseUrl, 'SELECT 1 FROM users WHERE platform_operator')).toEqual([]);

    const granted = await halaqaCli(['operator', 'grant', '--domain', OTHER.domain, '--email', OTHER.ownerEmail], platform.databaseUrl);
    expect(granted).toMatchObject({ code: 0, stdout: expect.stringContaining('is now a platform operator') });
    const operator = await editorOf(OTHER, OTHER.ownerPassword);
    const listed = await operator.json<{ docs: { id: string; amountLabel: string; status: string }[] }>('GET', '/api/payouts');
    expect(listed.body.docs).toEqual([expect.objectContaining({ id: payoutId, amountLabel: '250.00 EGP', status: 'pending' })]);

    const paid = await operator.json<{ doc: { amount: number; status: string; history: { status: string; by: string; note: string }[] } }>('PATCH', `/api/payouts/${payoutId}`, {
      status: 'paid',
      note: 'Vodafone Cash ref 9',
      amount: 1,
      history: [],
    });
    expect(paid.status).toBe(200);
    expect(paid.body.doc).toMatchObject({ amount: 25000, status: 'paid', history: [{ status: 'paid', by: OTHER.ownerEmail, note: 'Vodafone Cash ref 9' }] });
    const again = await operator.json<{ errors: { message: string }[] }>('PATCH', `/api/payouts/${payoutId}`, { status: 'rejected' });
    expect(again).toMatchObject({ status: 409, body: { errors: [{ message: 'This payout is already paid; a payout is decided once.' }] } });
    expect((await operator.request('DELETE', `/api/payouts/${payoutId}`)).status).toBe(403);
    expect((await operator.request('POST', '/api/payouts', { json: { tenant, beneficiary: owner, amount: 100, method: { kind: 'wallet' }, requestedAt: new Date().toISOString() } })).status).toBe(403);
    expect(await sql(platform.databaseUrl, 'SELECT status FROM payouts')).toEqual([{ status: 'paid' }]);
    // The trainer is told (in English, Acme's language).
    expect(await sql(platform.databaseUrl, 'SELECT title FROM notifications WHERE user_id = $1 AND link = $2', [owner, '/teacher/earnings'])).toEqual([{ title: en.earnings.notice.paidTitle }]);

    // And the operator finds it in the admin's list.
    const context = await newContext(platform.browser);
    await context.addCookies([{ name: 'lang', value: 'en', url: platform.site.origin(OTHER.domain) }]);
    const page = await context.newPage();
    await signInThroughForm(page, platform.site.origin(OTHER.domain), OTHER.ownerEmail, OTHER.ownerPassword, en);
    await page.waitForURL(`${platform.site.origin(OTHER.domain)}/`);
    await page.goto(`${adminOrigin(OTHER.domain)}/admin/collections/payouts`);
    await expect.poll(() => page.locator('.table').textContent(), { timeout: 30_000 }).toContain('250.00 EGP');
    await context.close();
  });
});

describe("plan limits in Payload's REST API (issue #12)", () => {
  it('refuses a course past the site’s plan with the plan’s status, message and offer, as the site does', async () => {
    const [{ id: tenant }] = (await sql<{ id: string }>(platform.databaseUrl, 'SELECT id FROM tenants WHERE name = $1', [OTHER.name])) as [{ id: string }];
    expect((await halaqaCli(['tenant', 'plan', '--domain', OTHER.domain, '--plan', 'free'], platform.databaseUrl)).code).toBe(0);
    try {
      const signedIn = await signedInClient(platform.site.origin(OTHER.domain), OTHER.ownerEmail, OTHER.ownerPassword);
      const editor = new SiteClient(adminOrigin(OTHER.domain));
      editor.useSessionCookie(signedIn.sessionCookie!);
      const create = (name: string) => editor.request('POST', '/api/courses', { json: { tenant, name, description: 'Written in the admin' } });
      // Free allows one course: the first may still fit, the second cannot.
      let reply = await create(`Admin course A ${Date.now()}`);
      if (reply.status === 201) reply = await create(`Admin course B ${Date.now()}`);
      expect(reply.status).toBe(402);
      expect(await reply.json()).toMatchObject({ errors: [{ message: en.errors.planLimit }], upgrade: { featureName: 'projects', currentPlan: 'free', usageLimit: 1, suggestedPlan: 'pro' } });
    } finally {
      await halaqaCli(['tenant', 'plan', '--domain', OTHER.domain, '--plan', 'pro'], platform.databaseUrl);
    }
  });
});

describe('plan changes in the Payload admin (issue #12)', () => {
  it('lets a platform operator put any site on a plan, recorded with who and why; no one else', async () => {
    const planOf = async (name: string) => (await sql<{ plan: string }>(platform.databaseUrl, 'SELECT plan FROM tenants WHERE name = $1', [name]))[0]!.plan;
    // Acme's owner is no operator: not even their own site's plan.
    const acmeOwner = await editorOf(ACME);
    expect((await acmeOwner.request('POST', '/api/plan-changes', { json: { domain: ACME.domain, plan: 'enterprise' } })).status).toBe(403);
    expect((await acmeOwner.request('GET', '/api/plan-changes')).status).toBe(403);
    expect(await planOf(ACME.name)).toBe('pro');

    expect((await halaqaCli(['operator', 'grant', '--domain', OTHER.domain, '--email', OTHER.ownerEmail], platform.databaseUrl)).code).toBe(0);
    const operator = await editorOf(OTHER);
    const made = await operator.json<{ doc: { id: string; previousPlan: string; by: string; plan: string } }>('POST', '/api/plan-changes', { domain: ACME.domain, plan: 'basic', note: 'Partner school', by: 'someone else' });
    expect(made.status).toBe(201);
    expect(made.body.doc).toMatchObject({ plan: 'basic', previousPlan: 'pro', by: OTHER.ownerEmail });
    expect(await planOf(ACME.name)).toBe('basic');
    const unknown = await operator.json<{ errors: { message: string }[] }>('POST', '/api/plan-changes', { domain: 'nowhere.localhost', plan: 'pro' });
    expect(unknown).toEqual({ status: 400, body: expect.objectContaining({ errors: [expect.objectContaining({ message: 'No site has the domain nowhere.localhost.' })] }) });
    expect((await operator.request('PATCH', `/api/plan-changes/${made.body.doc.id}`, { json: { plan: 'enterprise' } })).status).toBe(403);
    expect((await operator.request('DELETE', `/api/plan-changes/${made.body.doc.id}`)).status).toBe(403);
    expect((await operator.request('POST', '/api/plan-changes', { json: { domain: ACME.domain, plan: 'pro', note: 'Back to pro' } })).status).toBe(201);
    expect(await planOf(ACME.name)).toBe('pro');
    expect(await sql(platform.databaseUrl, 'SELECT previous_plan, plan, note FROM plan_changes WHERE domain = $1 ORDER BY created_at', [ACME.domain])).toEqual([
      { previous_plan: 'pro', plan: 'basic', note: 'Partner school' },
      { previous_plan: 'basic', plan: 'pro', note: 'Back to pro' },
    ]);
  });
});

describe('invoices in the Payload admin (issue #12)', () => {
  it('shows every site’s plan invoices to platform operators only; no one makes, edits or deletes one', async () => {
    const [{ id: invoiceId }] = (await sql<{ id: string }>(
      platform.databaseUrl,
      `INSERT INTO invoices (tenant_id, number, kind, plan, cycle, amount, status, due_at)
       SELECT id, 'HQ-900001', 'purchase', 'pro', 'monthly', 79900, 'open', now() + interval '1 day' FROM tenants WHERE name = $1 RETURNING id`,
      [ACME.name],
    )) as [{ id: string }];
    // The owner of the invoice's own site reads and changes it on the site's subscription page only.
    const acmeOwner = await editorOf(ACME);
    for (const path of ['/api/invoices', `/api/invoices/${invoiceId}`]) expect(`${path} ${(await acmeOwner.request('GET', path)).status}`).toBe(`${path} 403`);
    expect((await acmeOwner.request('PATCH', `/api/invoices/${invoiceId}`, { json: { status: 'paid' } })).status).toBe(403);
    expect((await acmeOwner.request('POST', '/api/invoices', { json: { number: 'HQ-1', kind: 'purchase', plan: 'pro', cycle: 'monthly', amount: 1, dueAt: new Date().toISOString() } })).status).toBe(403);
    // A saved card's token is never read back, not even by the site's owner; its masked number is.
    const [{ id: acmeId }] = (await sql<{ id: string }>(
      platform.databaseUrl,
      `UPDATE tenants SET subscription_card_token = 'card-token-secret', subscription_card_masked_pan = 'xxxx-8769' WHERE name = $1 RETURNING id`,
      [ACME.name],
    )) as [{ id: string }];
    const tenant = await acmeOwner.request('GET', `/api/tenants/${acmeId}`);
    const tenantText = await tenant.text();
    expect(tenant.status).toBe(200);
    expect(tenantText).not.toContain('card-token-secret');
    expect(tenantText).toContain('xxxx-8769');

    await halaqaCli(['operator', 'grant', '--domain', OTHER.domain, '--email', OTHER.ownerEmail], platform.databaseUrl);
    const operator = await editorOf(OTHER);
    const listed = await operator.json<{ docs: { id: string; number: string; status: string }[] }>('GET', '/api/invoices');
    expect(listed.body.docs).toEqual([expect.objectContaining({ id: invoiceId, number: 'HQ-900001', status: 'open' })]);
    expect((await operator.request('PATCH', `/api/invoices/${invoiceId}`, { json: { status: 'paid' } })).status).toBe(403);
    expect((await operator.request('DELETE', `/api/invoices/${invoiceId}`)).status).toBe(403);
    expect(await sql(platform.databaseUrl, 'SELECT status FROM invoices')).toEqual([{ status: 'open' }]);
  });
});
