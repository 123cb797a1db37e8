import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '@halaqa/cms/services/tokens/random-token';
import { catalogues } from '@halaqa/shared/i18n/index';
import { periodEndFrom } from '@halaqa/shared/subscription-terms';
import { newSignedInStudent, signedInClient } from '@halaqa/infra/testing/accounts';
import { useCommerce } from '@halaqa/infra/testing/commerce-server';
import { eventually, payOnGateway } from '@halaqa/infra/testing/course-purchase';
import { createFreshDatabase } from '@halaqa/infra/testing/fresh-database';
import { readPdf } from '@halaqa/infra/testing/read-pdf';
import { attachmentOf, waitForMail, type CaughtMail } from '@halaqa/infra/testing/mailbox';
import { SiteClient } from '@halaqa/infra/testing/site-client';
import { startSiteServer, type RunningSite } from '@halaqa/infra/testing/site-server';
import { sql } from '@halaqa/infra/testing/sql';
import { createTenantWithCli, halaqaCli, type TestTenant } from '@halaqa/infra/testing/tenant-cli';

/**
 * Issue #12: the site's platform plan subscription (platform-core §7): the owner's bearer token,
 * details, buying a plan from free through the platform's Paymob account (the commerce service
 * and its Paymob test double), changing and reverting a plan, cancelling, the renewal pass with
 * its clock (`halaqa subscriptions renew --at`), grace and expiry. Both sites start on free.
 */
const SCHOOL: TestTenant = { domain: 'school.localhost', name: 'Nour School', ownerEmail: 'owner@nour-subscription.test', ownerPassword: 'nour-owner-1' };
const RIVAL: TestTenant = { domain: 'rival.localhost', name: 'Rival School', ownerEmail: 'owner@rival-subscription.test', ownerPassword: 'rival-owner-1' };
const en = catalogues.en;
const DAY = 24 * 60 * 60 * 1000;

interface Sites {
  site: RunningSite;
  databaseUrl: string;
  school: string;
  rival: string;
}

function useSchoolAndRival(extraEnv: () => Record<string, string>): Sites {
  const sites = {} as Sites;
  beforeAll(async () => {
    sites.databaseUrl = await createFreshDatabase();
    await createTenantWithCli(sites.databaseUrl, SCHOOL);
    await createTenantWithCli(sites.databaseUrl, RIVAL);
    sites.site = await startSiteServer(sites.databaseUrl, extraEnv());
    sites.school = sites.site.origin(SCHOOL.domain);
    sites.rival = sites.site.origin(RIVAL.domain);
  });
  afterAll(async () => {
    await sites.site?.stop();
  });
  return sites;
}

const { sites, commerce } = useCommerce(useSchoolAndRival);

interface Invoice {
  id: string;
  number: string;
  kind: string;
  plan: string;
  cycle: string;
  amount: number;
  status: string;
  paidAt: string | null;
  periodStart: string | null;
  periodEnd: string | null;
}
interface Details {
  plan: string;
  effectivePlan: string;
  state: string;
  billingCycle: string | null;
  renewalType: string;
  nextBillingDate: string | null;
  gracePeriod: { days: number; endsAt: string | null };
  expired: boolean;
  pendingPlan: string | null;
  pendingCycle: string | null;
  cancelTiming: string | null;
  invoices: Invoice[];
}

let owner: SiteClient;

async function tokenOf(client: SiteClient): Promise<string> {
  const generated = await client.json<{ token: string }>('POST', '/api/users/generate-token');
  expect(generated.status).toBe(200);
  return generated.body.token;
}

async function details(client: SiteClient, token: string): Promise<{ status: number; body: Details & { error?: string } }> {
  const response = await client.request('GET', '/api/tenants/subscription/details', { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, body: (await response.json()) as Details & { error?: string } };
}

async function changePlan(client: SiteClient, body: Record<string, unknown>) {
  return client.json<{ details: Details; invoice: Invoice | null; error?: string }>('POST', '/api/tenants/subscription/change-plan', body);
}

/** Pays an invoice on the Paymob double's page; answers the transaction id Paymob returns with. */
async function payInvoice(client: SiteClient, token: string, invoice: Pick<Invoice, 'id' | 'plan'>): Promise<string> {
  const started = await client.json<{ redirectUrl?: string; error?: string }>('POST', `/api/tenants/pay/${invoice.id}`, { token, plan: invoice.plan });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const back = await payOnGateway(commerce.paymob.apiUrl, started.body.redirectUrl!);
  expect(`${back.origin}${back.pathname}`).toBe(`${sites.school}/admin/subscription`);
  expect(back.searchParams.get('invoice')).toBe(invoice.id);
  return back.searchParams.get('id')!;
}

async function mailAbout(address: string, subject: RegExp): Promise<CaughtMail> {
  for (;;) {
    const mail = await waitForMail(address, 20_000);
    if (subject.test(mail.subject)) return mail;
  }
}

const periodEndOf = async () => (await sql<{ end: Date }>(sites.databaseUrl, 'SELECT subscription_period_end AS end FROM tenants WHERE name = $1', [SCHOOL.name]))[0]!.end;
const renewAt = (at: Date) => halaqaCli(['subscriptions', 'renew', '--at', at.toISOString()], sites.databaseUrl);

beforeAll(async () => {
  owner = await signedInClient(sites.school, SCHOOL.ownerEmail, SCHOOL.ownerPassword);
});

describe('the owner’s bearer token', () => {
  it('opens the subscription calls to the site’s owner only, within its ten minutes, until it is spent', async () => {
    const token = await tokenOf(owner);
    expect(await details(owner, token)).toMatchObject({ status: 200, body: { plan: 'free', effectivePlan: 'free', state: 'active', billingCycle: null, nextBillingDate: null, pendingPlan: null, cancelTiming: null, invoices: [] } });
    // The token alone proves it: no session needed, and a session is no token.
    expect((await details(new SiteClient(sites.school), token)).status).toBe(200);
    expect(await owner.json('GET', '/api/tenants/subscription/details')).toEqual({ status: 400, body: { error: en.errors.invalidToken } });
    expect((await details(owner, 'not-a-token')).status).toBe(400);

    // Another site's owner's token is nothing here, and this site's token is nothing there.
    const rivalOwner = await signedInClient(sites.rival, RIVAL.ownerEmail, RIVAL.ownerPassword);
    expect((await details(owner, await tokenOf(rivalOwner))).status).toBe(400);
    expect((await details(rivalOwner, token)).status).toBe(400);

    // A student's or an admin's token is refused.
    const { client: student, id: studentId } = await newSignedInStudent(sites.school);
    expect(await details(student, await tokenOf(student))).toEqual({ status: 403, body: { error: en.errors.forbidden } });
    await sql(sites.databaseUrl, `UPDATE users SET role_role = 'admin' WHERE id = $1`, [studentId]);
    expect((await details(student, await tokenOf(student))).status).toBe(403);
    await sql(sites.databaseUrl, `UPDATE users SET role_role = 'user' WHERE id = $1`, [studentId]);

    // Expired, or spent on a password change: refused.
    const expiring = await tokenOf(owner);
    await sql(sites.databaseUrl, `UPDATE auth_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [hashToken(expiring)]);
    expect((await details(owner, expiring)).status).toBe(400);
    const spent = await tokenOf(owner);
    expect((await owner.json('POST', '/api/users/update-password', { newPassword: SCHOOL.ownerPassword, token: spent })).status).toBe(200);
    expect((await details(owner, spent)).status).toBe(400);
    expect((await changePlan(owner, { token: spent, newPlan: 'pro' })).status).toBe(400);
  });
});

describe('buying a plan from free', () => {
  it('makes an invoice the owner pays on Paymob; the plan starts on payment and lifts the free limits', async () => {
    const token = await tokenOf(owner);
    expect((await owner.json('POST', '/api/courses', { name: 'First course', description: 'A course' })).status).toBe(201);
    expect((await owner.json('POST', '/api/courses', { name: 'Second course', description: 'A course' })).status).toBe(402);

    const bought = await changePlan(owner, { token, newPlan: 'pro', cycle: 'yearly' });
    expect(bought.status).toBe(200);
    expect(bought.body.invoice).toMatchObject({ kind: 'purchase', plan: 'pro', cycle: 'yearly', amount: 7990, status: 'open', number: expect.stringMatching(/^HQ-\d{6}$/) });
    expect(bought.body.details).toMatchObject({ plan: 'free', invoices: [{ id: bought.body.invoice!.id }] });
    const invoice = bought.body.invoice!;

    // Refusals before paying: another plan than the invoice's, another site's invoice, no such invoice.
    expect(await owner.json('POST', `/api/tenants/pay/${invoice.id}`, { token, plan: 'basic' })).toEqual({ status: 409, body: { error: en.errors.invoicePlanMismatch } });
    const rivalOwner = await signedInClient(sites.rival, RIVAL.ownerEmail, RIVAL.ownerPassword);
    expect((await rivalOwner.json('POST', `/api/tenants/pay/${invoice.id}`, { token: await tokenOf(rivalOwner), plan: 'pro' })).status).toBe(404);
    expect((await owner.json('POST', '/api/tenants/pay/00000000-0000-4000-8000-000000000000', { token, plan: 'pro' })).status).toBe(404);
    expect((await owner.json('POST', `/api/tenants/pay/${invoice.id}`, { token: 'forged', plan: 'pro' })).status).toBe(400);

    const transactionId = await payInvoice(owner, token, invoice);
    // The rival's owner cannot claim this payment for their own site.
    expect((await rivalOwner.json('POST', `/api/tenants/pay/${invoice.id}/confirm`, { token: await tokenOf(rivalOwner), transactionId })).status).toBe(404);
    const confirmed = await owner.json<Details>('POST', `/api/tenants/pay/${invoice.id}/confirm`, { token, transactionId });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ plan: 'pro', effectivePlan: 'pro', state: 'active', billingCycle: 'yearly', cancelTiming: null, invoices: [{ id: invoice.id, status: 'paid' }] });
    const nextBilling = new Date(confirmed.body.nextBillingDate!);
    expect(Math.abs(nextBilling.getTime() - (Date.now() + 365 * DAY))).toBeLessThan(2 * DAY);
    expect(confirmed.body.invoices[0]!.periodEnd).toBe(confirmed.body.nextBillingDate);

    // Confirming again, or paying again, changes nothing.
    expect((await owner.json<Details>('POST', `/api/tenants/pay/${invoice.id}/confirm`, { token, transactionId })).body.nextBillingDate).toBe(confirmed.body.nextBillingDate);
    expect(await owner.json('POST', `/api/tenants/pay/${invoice.id}`, { token, plan: 'pro' })).toEqual({ status: 409, body: { error: en.errors.invoiceAlreadyPaid } });

    expect((await owner.json('POST', '/api/courses', { name: 'Second course', description: 'A course' })).status).toBe(201);

    // The owner's mail (in English, their language when it was sent) names the invoice and links to the site's own domain.
    const paidMail = await mailAbout(SCHOOL.ownerEmail, /payment|paid/i);
    expect(paidMail.text).toContain(invoice.number);
    expect(paidMail.text).toContain(`http://${SCHOOL.domain}`);
    expect(paidMail.attachments?.map(({ fileName, contentType }) => ({ fileName, contentType }))).toEqual([{ fileName: `receipt-${invoice.id}.pdf`, contentType: 'application/pdf' }]);
    const mailed = readPdf(await attachmentOf(paidMail, `receipt-${invoice.id}.pdf`));
    expect(mailed).toMatchObject({ pages: 1, text: expect.stringContaining(invoice.number) });
    expect(mailed.text).toContain('Receipt');

    // The receipt: a PDF download in the owner's language (Arabic here), for the owner only.
    await owner.json('PUT', '/api/users/me', { settings: JSON.stringify({ lang: 'ar' }) });
    expect((await owner.json('POST', '/api/settings/general', { settings: { siteName: 'مدرسة النور' } })).status).toBe(200);
    const receipt = await owner.request('GET', `/api/tenants/receipt/${invoice.id}`, { headers: { authorization: `Bearer ${token}` } });
    expect(receipt.status).toBe(200);
    expect(receipt.headers.get('content-type')).toBe('application/pdf');
    expect(receipt.headers.get('content-disposition')).toBe(`attachment; filename="receipt-${invoice.id}.pdf"`);
    const printed = readPdf(new Uint8Array(await receipt.arrayBuffer()));
    expect(printed).toMatchObject({ pages: 1, text: expect.stringContaining('مدرسة النور') });
    expect(printed.text).toContain(invoice.number);
    expect(printed.text).toContain('إيصال');
    expect(printed.inked).toBeGreaterThan(0.01);
    expect((await owner.request('GET', `/api/tenants/receipt/${invoice.id}`)).status).toBe(400);
    expect((await rivalOwner.request('GET', `/api/tenants/receipt/${invoice.id}`, { headers: { authorization: `Bearer ${await tokenOf(rivalOwner)}` } })).status).toBe(404);
    await owner.json('PUT', '/api/users/me', { settings: JSON.stringify({ lang: 'en' }) });

  });

  it('records a payment by the gateway’s callback alone when the owner never comes back', async () => {
    const token = await tokenOf(owner);
    await sql(sites.databaseUrl, `UPDATE tenants SET plan = 'free', subscription_period_end = NULL WHERE name = $1`, [RIVAL.name]);
    const rivalOwner = await signedInClient(sites.rival, RIVAL.ownerEmail, RIVAL.ownerPassword);
    const rivalToken = await tokenOf(rivalOwner);
    const bought = await changePlan(rivalOwner, { token: rivalToken, newPlan: 'basic' });
    expect(bought.body.invoice).toMatchObject({ plan: 'basic', cycle: 'monthly', amount: 299 });
    const started = await rivalOwner.json<{ redirectUrl: string }>('POST', `/api/tenants/pay/${bought.body.invoice!.id}`, { token: rivalToken, plan: 'basic' });
    await payOnGateway(commerce.paymob.apiUrl, started.body.redirectUrl);
    expect(await eventually(async () => (await details(rivalOwner, rivalToken)).body.plan === 'basic')).toBe(true);
    expect((await details(rivalOwner, rivalToken)).body).toMatchObject({ billingCycle: 'monthly', invoices: [{ status: 'paid' }] });
    // The school's subscription is its own.
    expect((await details(owner, token)).body).toMatchObject({ plan: 'pro', billingCycle: 'yearly' });
  });
});

describe('changing and cancelling a paid plan', () => {
  it('waits for the next billing date, refuses a plan the site is past, and can be taken back', async () => {
    const token = await tokenOf(owner);
    const down = await changePlan(owner, { token, newPlan: 'basic' });
    expect(down).toMatchObject({ status: 200, body: { details: { plan: 'pro', pendingPlan: 'basic' }, invoice: null } });
    const back = await changePlan(owner, { token, newPlan: 'pro' });
    expect(back.body.details).toMatchObject({ plan: 'pro', pendingPlan: null });

    // Three admin accounts (the owner and two admins) are past basic's two.
    for (let index = 0; index < 2; index += 1) {
      const { id } = await newSignedInStudent(sites.school);
      expect((await owner.json('POST', `/api/users/${id}/promote/`)).status).toBe(200);
    }
    expect(await changePlan(owner, { token, newPlan: 'basic' })).toEqual({
      status: 409,
      body: { error: 'The site already uses more than the Basic plan allows (Admin accounts: 3 of 2). Remove some first, or choose a larger plan.' },
    });
    expect((await changePlan(owner, { token, newPlan: 'gold' })).status).toBe(400);
    expect((await details(owner, token)).body.pendingPlan).toBeNull();
  });

  it('switches the billing cycle at the next billing date, alone or with the plan, and takes it back', async () => {
    const token = await tokenOf(owner);
    const monthly = await changePlan(owner, { token, newPlan: 'pro', cycle: 'monthly' });
    expect(monthly.body).toMatchObject({ details: { plan: 'pro', billingCycle: 'yearly', pendingPlan: null, pendingCycle: 'monthly' }, invoice: null });
    // Another plan without a cycle keeps the current one.
    expect((await changePlan(owner, { token, newPlan: 'enterprise' })).body.details).toMatchObject({ pendingPlan: 'enterprise', pendingCycle: null });
    expect((await changePlan(owner, { token, newPlan: 'enterprise', cycle: 'monthly' })).body.details).toMatchObject({ pendingPlan: 'enterprise', pendingCycle: 'monthly' });
    expect((await changePlan(owner, { token, newPlan: 'pro', cycle: 'weekly' })).body).toEqual({ error: en.validation.cycleInvalid, field: 'cycle' });
    const back = await changePlan(owner, { token, newPlan: 'pro', cycle: 'yearly' });
    expect(back.body.details).toMatchObject({ plan: 'pro', billingCycle: 'yearly', pendingPlan: null, pendingCycle: null });
  });

  it('refuses a field it does not know, and changes nothing (issue #39)', async () => {
    const token = await tokenOf(owner);
    const before = (await details(owner, token)).body;
    for (const extra of [{ amount: 0 }, { price: 1 }, { periodEnd: '2099-01-01T00:00:00.000Z' }, { plan: 'enterprise' }]) {
      const [field] = Object.keys(extra);
      expect(await changePlan(owner, { token, newPlan: 'enterprise', ...extra })).toEqual({ status: 400, body: { error: `The field "${field}" cannot be changed here.`, field } });
    }
    expect((await details(owner, token)).body).toEqual(before);
  });

  it('cancels at the end of the cycle (undone by choosing the plan again) or at once', async () => {
    const token = await tokenOf(owner);
    const cancelled = await owner.json<Details>('POST', '/api/tenants/subscription/cancel', { token, when: 'end_of_cycle' });
    expect(cancelled).toMatchObject({ status: 200, body: { plan: 'pro', cancelTiming: 'end_of_cycle', nextBillingDate: null } });
    expect((await changePlan(owner, { token, newPlan: 'pro' })).body.details).toMatchObject({ cancelTiming: null, nextBillingDate: expect.any(String) });
    expect((await owner.json('POST', '/api/tenants/subscription/cancel', { token, when: 'someday' })).status).toBe(400);

    const rivalOwner = await signedInClient(sites.rival, RIVAL.ownerEmail, RIVAL.ownerPassword);
    const rivalToken = await tokenOf(rivalOwner);
    expect((await rivalOwner.json<Details>('POST', '/api/tenants/subscription/cancel', { token: rivalToken, when: 'immediate' })).body).toMatchObject({ plan: 'free', billingCycle: null });
    expect(await rivalOwner.json('POST', '/api/tenants/subscription/cancel', { token: rivalToken, when: 'immediate' })).toEqual({ status: 409, body: { error: en.errors.nothingToCancel } });
    // The school was not touched.
    expect((await details(owner, token)).body.plan).toBe('pro');
  });
});

describe('the renewal pass', () => {
  it('invoices the next period once, keeps the plan in grace when unpaid, and continues the period when paid', async () => {
    const token = await tokenOf(owner);
    // The pending change is billed at renewal.
    await sql(sites.databaseUrl, `UPDATE users SET role_role = 'user' WHERE tenant_id = (SELECT id FROM tenants WHERE name = $1) AND role_role = 'admin'`, [SCHOOL.name]);
    expect((await changePlan(owner, { token, newPlan: 'basic', cycle: 'monthly' })).body.details).toMatchObject({ pendingPlan: 'basic', pendingCycle: 'monthly' });
    const periodEnd = await periodEndOf();

    expect((await renewAt(new Date(periodEnd.getTime() - 10 * DAY))).stdout).toContain('0 invoiced');
    const first = await renewAt(new Date(periodEnd.getTime() - 2 * DAY));
    expect(first).toMatchObject({ code: 0, stdout: expect.stringContaining('1 invoiced') });
    expect((await renewAt(new Date(periodEnd.getTime() - 1 * DAY))).stdout).toContain('0 invoiced');
    const renewal = (await details(owner, token)).body.invoices.find((invoice) => invoice.kind === 'renewal')!;
    expect(renewal).toMatchObject({ plan: 'basic', cycle: 'monthly', amount: 299, status: 'open', periodStart: periodEnd.toISOString() });
    const invoiceMail = await mailAbout(SCHOOL.ownerEmail, /invoice/i);
    expect(invoiceMail.text).toContain(renewal.number);

    // Three days past the period: grace, the plan's features kept, the owner told once.
    expect((await renewAt(new Date(periodEnd.getTime() + 3 * DAY))).stdout).toContain('1 in grace');
    await mailAbout(SCHOOL.ownerEmail, /not renewed|grace/i);
    await sql(sites.databaseUrl, `UPDATE tenants SET subscription_period_end = now() - interval '3 days' WHERE name = $1`, [SCHOOL.name]);
    await sql(sites.databaseUrl, `UPDATE invoices SET period_start = (SELECT subscription_period_end FROM tenants WHERE name = $1) WHERE id = $2`, [SCHOOL.name, renewal.id]);
    const inGrace = (await details(owner, token)).body;
    expect(inGrace).toMatchObject({ plan: 'pro', effectivePlan: 'pro', state: 'grace', expired: false, gracePeriod: { days: 7 } });

    // Paid in grace: the next period continues from the old one's end, on the pending plan and cycle.
    const graceStart = await periodEndOf();
    const transactionId = await payInvoice(owner, token, renewal);
    const renewed = await owner.json<Details>('POST', `/api/tenants/pay/${renewal.id}/confirm`, { token, transactionId });
    expect(renewed.body).toMatchObject({ plan: 'basic', state: 'active', pendingPlan: null, pendingCycle: null, billingCycle: 'monthly' });
    const expectedEnd = periodEndFrom(graceStart, 'monthly');
    expect(renewed.body.nextBillingDate).toBe(expectedEnd.toISOString());
    // Four renewal passes on the CLI, each booting Payload.
  }, 180_000);

  it('ends a cancelled plan with its period: the site is on free and the owner is told', async () => {
    const token = await tokenOf(owner);
    await owner.json('POST', '/api/tenants/subscription/cancel', { token, when: 'end_of_cycle' });
    const periodEnd = await periodEndOf();
    expect((await renewAt(new Date(periodEnd.getTime() - DAY))).stdout).toContain('0 invoiced, 0 in grace, 0 ended');
    expect((await renewAt(new Date(periodEnd.getTime() + 60_000))).stdout).toContain('1 ended');
    expect((await details(owner, token)).body).toMatchObject({ plan: 'free', billingCycle: null, cancelTiming: null });
    await mailAbout(SCHOOL.ownerEmail, /ended/i);
  }, 120_000);
});

describe('a plan the platform sets', () => {
  it('is not billed: the operator’s plan replaces the subscription and voids what was open', async () => {
    const token = await tokenOf(owner);
    const bought = await changePlan(owner, { token, newPlan: 'pro' });
    expect(bought.body.invoice).toMatchObject({ status: 'open' });
    expect((await halaqaCli(['tenant', 'plan', '--domain', SCHOOL.domain, '--plan', 'enterprise', '--note', 'Partner'], sites.databaseUrl)).code).toBe(0);
    const comped = (await details(owner, token)).body;
    expect(comped).toMatchObject({ plan: 'enterprise', effectivePlan: 'enterprise', billingCycle: null, nextBillingDate: null });
    expect(comped.invoices.find((invoice) => invoice.id === bought.body.invoice!.id)?.status).toBe('void');
    expect(await owner.json('POST', `/api/tenants/pay/${bought.body.invoice!.id}`, { token, plan: 'pro' })).toEqual({ status: 409, body: { error: en.errors.invoiceVoid } });
    expect(await owner.json('POST', '/api/tenants/subscription/cancel', { token, when: 'end_of_cycle' })).toEqual({ status: 409, body: { error: en.errors.nothingToCancel } });
  });
});

describe('automatic renewal', () => {
  it('charges the card saved at payment a day before the period ends, tells the owner when it is declined, and stops when turned off', async () => {
    const rivalOwner = await signedInClient(sites.rival, RIVAL.ownerEmail, RIVAL.ownerPassword);
    const token = await tokenOf(rivalOwner);
    const bought = await changePlan(rivalOwner, { token, newPlan: 'basic' });
    const started = await rivalOwner.json<{ redirectUrl: string }>('POST', `/api/tenants/pay/${bought.body.invoice!.id}`, { token, plan: 'basic' });
    const back = await payOnGateway(commerce.paymob.apiUrl, started.body.redirectUrl, { saveCard: true });
    const paid = await rivalOwner.json<Details & { savedCard: { maskedPan: string } | null }>('POST', `/api/tenants/pay/${bought.body.invoice!.id}/confirm`, { token, transactionId: back.searchParams.get('id') });
    expect(paid.body).toMatchObject({ plan: 'basic', billingCycle: 'monthly' });
    const saved = async () => (await details(rivalOwner, token)).body as Details & { savedCard: { maskedPan: string } | null };
    expect(await eventually(async () => (await saved()).renewalType === 'automatic')).toBe(true);
    expect((await saved()).savedCard?.maskedPan).toMatch(/8769$/);
    const rivalPeriodEnd = async () => (await sql<{ end: Date }>(sites.databaseUrl, 'SELECT subscription_period_end AS end FROM tenants WHERE name = $1', [RIVAL.name]))[0]!.end;
    const firstEnd = await rivalPeriodEnd();

    // Three days before: invoiced, not charged; a day before: charged, and the next period follows on.
    const renewRivalAt = (at: Date) => renewAt(at);
    expect((await renewRivalAt(new Date(firstEnd.getTime() - 2 * DAY))).stdout).toContain('0 sent to be charged');
    expect((await renewRivalAt(new Date(firstEnd.getTime() - DAY / 2))).stdout).toContain('1 sent to be charged');
    expect(await eventually(async () => (await rivalPeriodEnd()).getTime() > firstEnd.getTime(), 30_000)).toBe(true);
    const secondEnd = await rivalPeriodEnd();
    expect(secondEnd.getUTCMonth()).toBe((firstEnd.getUTCMonth() + 1) % 12);
    expect((await mailAbout(RIVAL.ownerEmail, /payment received/i)).text).toContain('Basic');

    // Declined the next time: the owner is told, the invoice stays payable, and the card is tried again only a day later.
    commerce.paymob.declineNextCharge();
    expect((await renewRivalAt(new Date(secondEnd.getTime() - DAY / 2))).stdout).toContain('1 sent to be charged');
    const declined = await mailAbout(RIVAL.ownerEmail, /declined/i);
    expect(declined.text).toContain(`http://${RIVAL.domain}`);
    expect((await saved()).invoices[0]).toMatchObject({ kind: 'renewal', status: 'open' });
    expect((await renewRivalAt(new Date(secondEnd.getTime() - DAY / 4))).stdout).toContain('0 sent to be charged');

    // Turned off, the card is forgotten; it cannot be turned on again without a new one.
    const manual = await rivalOwner.json<Details & { savedCard: unknown }>('POST', '/api/tenants/subscription/renewal', { token, renewalType: 'manual' });
    expect(manual.body).toMatchObject({ renewalType: 'manual', savedCard: null });
    expect(await rivalOwner.json('POST', '/api/tenants/subscription/renewal', { token, renewalType: 'automatic' })).toEqual({ status: 409, body: { error: en.errors.noSavedCard } });
    expect(await sql(sites.databaseUrl, 'SELECT subscription_card_token FROM tenants WHERE name = $1', [RIVAL.name])).toEqual([{ subscription_card_token: null }]);
  }, 240_000);
});
