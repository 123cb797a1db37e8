import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogues } from '@halaqa/shared/i18n/index';
import { buildAdmin, startAdminServer, type RunningAdmin } from '@halaqa/infra/testing/admin-server';
import { signedInClient } from '@halaqa/infra/testing/accounts';
import { newContext } from '@halaqa/infra/testing/browser';
import { countRows } from '@halaqa/infra/testing/database-rows';
import { SiteClient } from '@halaqa/infra/testing/site-client';
import { sql } from '@halaqa/infra/testing/sql';
import { ACME, newStudent, OTHER, usePlatform } from './support/platform';
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
