import { describe, expect, it } from 'vitest';
import { catalogues } from '@halaqa/shared/i18n/index';
import { signedInClient } from '@halaqa/infra/testing/accounts';
import { newContext } from '@halaqa/infra/testing/browser';
import { countRows } from '@halaqa/infra/testing/database-rows';
import { SiteClient } from '@halaqa/infra/testing/site-client';
import { sql } from '@halaqa/infra/testing/sql';
import { halaqaCli } from '@halaqa/infra/testing/tenant-cli';
import { useAdmin } from './support/admin';
import { ACME, OTHER, usePlatform } from './support/platform';
import { signInThroughForm } from './support/sign-up-journey';

/**
 * The platform's records in the editors' admin (issues #11 and #12): commerce records, payouts,
 * plan changes and invoices, which no site's editor may forge or read across sites and only
 * platform operators may act on; and a plan's limit refusing a course through Payload's REST
 * API as the site does. (The admin's entry and its editors' forms are in admin.e2e.ts.)
 */
const platform = usePlatform();
const en = catalogues.en;
const admin = useAdmin(platform);

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
      const editor = new SiteClient(admin.origin(tenant.domain));
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
      const editor = await admin.editorOf(site, password);
      for (const path of ['/api/payouts', `/api/payouts/${payoutId}`, '/api/payout-methods']) expect(`${site.domain} ${path} ${(await editor.request('GET', path)).status}`).toBe(`${site.domain} ${path} 403`);
      expect((await editor.request('PATCH', `/api/payouts/${payoutId}`, { json: { status: 'paid' } })).status).toBe(403);
      // Nor can they make themselves one.
      await editor.request('PATCH', `/api/users/${owner}`, { json: { platformOperator: true } });
    }
    expect(await sql(platform.databaseUrl, 'SELECT 1 FROM users WHERE platform_operator')).toEqual([]);

    const granted = await halaqaCli(['operator', 'grant', '--domain', OTHER.domain, '--email', OTHER.ownerEmail], platform.databaseUrl);
    expect(granted).toMatchObject({ code: 0, stdout: expect.stringContaining('is now a platform operator') });
    const operator = await admin.editorOf(OTHER, OTHER.ownerPassword);
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
    await page.goto(`${admin.origin(OTHER.domain)}/admin/collections/payouts`);
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
      const editor = new SiteClient(admin.origin(OTHER.domain));
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
    const acmeOwner = await admin.editorOf(ACME);
    expect((await acmeOwner.request('POST', '/api/plan-changes', { json: { domain: ACME.domain, plan: 'enterprise' } })).status).toBe(403);
    expect((await acmeOwner.request('GET', '/api/plan-changes')).status).toBe(403);
    expect(await planOf(ACME.name)).toBe('pro');

    expect((await halaqaCli(['operator', 'grant', '--domain', OTHER.domain, '--email', OTHER.ownerEmail], platform.databaseUrl)).code).toBe(0);
    const operator = await admin.editorOf(OTHER);
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
    const acmeOwner = await admin.editorOf(ACME);
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
    const operator = await admin.editorOf(OTHER);
    const listed = await operator.json<{ docs: { id: string; number: string; status: string }[] }>('GET', '/api/invoices');
    expect(listed.body.docs).toEqual([expect.objectContaining({ id: invoiceId, number: 'HQ-900001', status: 'open' })]);
    expect((await operator.request('PATCH', `/api/invoices/${invoiceId}`, { json: { status: 'paid' } })).status).toBe(403);
    expect((await operator.request('DELETE', `/api/invoices/${invoiceId}`)).status).toBe(403);
    expect(await sql(platform.databaseUrl, 'SELECT status FROM invoices')).toEqual([{ status: 'open' }]);
  });
});
