import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '@halaqa/infra/paths';
import { newSignedInStudent, signedInClient } from '@halaqa/infra/testing/accounts';
import { useCommerce } from '@halaqa/infra/testing/commerce-server';
import { eventually, payOnGateway } from '@halaqa/infra/testing/course-purchase';
import { countRows } from '@halaqa/infra/testing/database-rows';
import { SiteClient } from '@halaqa/infra/testing/site-client';
import { sql } from '@halaqa/infra/testing/sql';
import { ACME, useTwoSites } from '@halaqa/infra/testing/two-sites';

/**
 * Issue #39: money that cannot be rewritten. The attacks of that week, replayed on the built site
 * and the real commerce service with its Paymob test double. Medusa's store API is closed now, so
 * the rewrites it allowed are made here as an insider would (SQL in Medusa's database), to prove
 * the second defence: Halaqa records only what it priced, and gives back anything else.
 */
const { sites, commerce } = useCommerce(useTwoSites);

type Course = { id: string; course_id: string; name: string; viewer: { registered: boolean } };
let owner: SiteClient;
let counter = 0;

async function pricedCourse(price: number, per = 'lifetime'): Promise<Course> {
  counter += 1;
  const created = await owner.json<Course>('POST', '/api/courses', { name: `Usul ${counter}-${Date.now()}`, description: 'Principles', price: { price, per } });
  expect(created.status).toBe(201);
  return created.body;
}

async function checkout(client: SiteClient, courses: Course[]) {
  const started = await client.json<Record<string, unknown>>('POST', '/api/payments/create_payment', { action: 'checkout', items: courses.map((course) => ({ course_id: course.course_id })) });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  return started.body as { redirectUrl: string };
}

/** The Medusa cart behind a hosted payment page (its Paymob intention's reference is the cart's id). */
const cartOfLastCheckout = () => String(commerce.paymob.intentions().at(-1)!.special_reference);

const registered = async (client: SiteClient, course: Course) => (await client.json<Course>('GET', `/api/courses/${course.id}`)).body.viewer.registered;
const refundsMade = () => commerce.paymob.requests.filter((line) => line.startsWith('POST /api/acceptance/void_refund/refund')).length;
const alertsOf = (reference: string) => sql<{ reason: string; status: string }>(sites.databaseUrl, 'SELECT reason, status FROM payment_alerts WHERE reference = $1', [reference]);
const orderOfCart = async (cartId: string) => (await sql<{ order_id: string }>(commerce.databaseUrl, 'SELECT order_id FROM order_cart WHERE cart_id = $1', [cartId]))[0]?.order_id;

async function payAndReturn(client: SiteClient, redirectUrl: string) {
  const back = await payOnGateway(commerce.paymob.apiUrl, redirectUrl);
  expect(back.searchParams.get('success')).toBe('true');
  return client.json<{ error?: string }>('POST', '/api/payments/create_payment', { action: 'register', items: [], transaction_id: back.searchParams.get('id') });
}

beforeAll(async () => {
  owner = await signedInClient(sites.acme, ACME.ownerEmail, ACME.ownerPassword);
});

/** Every route file Medusa mounts in one of its API namespaces, as a path with sample ids and its methods. */
function medusaRoutes(namespace: string): { path: string; methods: string[] }[] {
  const root = path.join(REPO_ROOT, 'commerce/node_modules/@medusajs/medusa/dist/api', namespace);
  const routes: { path: string; methods: string[] }[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'route.js') {
        const source = fs.readFileSync(full, 'utf8');
        const methods = ['GET', 'POST', 'DELETE'].filter((method) => new RegExp(`exports\\.${method}\\b`).test(source));
        const relative = path.relative(root, dir).split(path.sep).map((part) => part.replace(/^\[.*\]$/, 'sample_1'));
        routes.push({ path: `/${namespace}${relative.length && relative[0] ? `/${relative.join('/')}` : ''}`, methods });
      }
    }
  };
  walk(root);
  return routes;
}

describe('the commerce service’s own API', () => {
  it('answers 404 on every store, auth and hooks route, even to a site’s publishable key, and lets no admin route run', async () => {
    await checkout((await newSignedInStudent(sites.acme)).client, [await pricedCourse(35)]);
    const [store] = await sql<{ key: string }>(sites.databaseUrl, `SELECT commerce_publishable_key AS key FROM tenants WHERE name = $1`, [ACME.name]);
    const statuses = new Map<string, number>();
    for (const namespace of ['store', 'auth', 'hooks', 'admin']) {
      const routes = medusaRoutes(namespace);
      expect(routes.length, namespace).toBeGreaterThan(0);
      for (const route of routes) {
        for (const method of route.methods) {
          const reply = await fetch(`${commerce.url}${route.path}`, {
            method,
            headers: { 'content-type': 'application/json', 'x-publishable-api-key': store!.key },
            ...(method === 'GET' ? {} : { body: '{}' }),
          });
          await reply.body?.cancel();
          statuses.set(`${method} ${route.path}`, reply.status);
        }
      }
    }
    const unexpected = [...statuses].filter(([call, status]) => (call.includes(' /admin') ? status !== 401 && status !== 404 : status !== 404));
    expect(unexpected).toEqual([]);
    // What the attack used: read another cart, rewrite a line.
    expect(statuses.get('GET /store/carts/sample_1')).toBe(404);
    expect(statuses.get('POST /store/carts/sample_1/line-items/sample_1')).toBe(404);
    // Halaqa's routes and the health check stay.
    expect((await fetch(`${commerce.url}/health`)).status).toBe(200);
    expect((await fetch(`${commerce.url}/halaqa/stores`, { method: 'POST' })).status).toBe(401);
  });
});

describe('a payment that is not what Halaqa priced', () => {
  it('answers the buyer no cart id: only the gateway’s page', async () => {
    const started = await checkout((await newSignedInStudent(sites.acme)).client, [await pricedCourse(12)]);
    expect(Object.keys(started)).toEqual(['redirectUrl']);
  });

  it('buys nothing when a cart line was rewritten to a dearer course after checkout, and is refunded once', async () => {
    const [cheap, dear] = [await pricedCourse(10), await pricedCourse(5_000)];
    await checkout((await newSignedInStudent(sites.acme)).client, [dear]); // the dear course's product exists
    const { client, id } = await newSignedInStudent(sites.acme);
    const started = await checkout(client, [cheap]);
    const cartId = cartOfLastCheckout();
    await sql(commerce.databaseUrl, `UPDATE cart_line_item SET metadata = jsonb_set(metadata, '{course_id}', to_jsonb($2::text)) WHERE cart_id = $1`, [cartId, dear.id]);
    const refundsBefore = refundsMade();

    const confirmed = await payAndReturn(client, started.redirectUrl);
    expect(confirmed).toEqual({ status: 402, body: { error: 'The payment was not completed, so nothing was bought.' } });
    expect(await registered(client, dear)).toBe(false);
    expect(await registered(client, cheap)).toBe(false);
    expect(await countRows(sites.databaseUrl, 'orders', 'user_id', id)).toBe(0);
    expect(Number((await sql<{ count: string }>(sites.databaseUrl, 'SELECT count(*) FROM earnings e JOIN orders o ON o.order_id = e.order_id WHERE o.user_id = $1', [id]))[0]!.count)).toBe(0);

    const reference = `order:${await orderOfCart(cartId)}`;
    expect(await eventually(async () => (await alertsOf(reference))[0]?.status === 'refunded')).toBe(true);
    expect(await alertsOf(reference)).toEqual([{ reason: 'lines', status: 'refunded' }]);
    expect(refundsMade()).toBe(refundsBefore + 1);
  });

  it('never lets a course payment pay a plan invoice', async () => {
    const token = (await owner.json<{ token: string }>('POST', '/api/users/generate-token')).body.token;
    const bought = await owner.json<{ invoice: { id: string; status: string } }>('POST', '/api/tenants/subscription/change-plan', { token, newPlan: 'enterprise', cycle: 'yearly' });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    const invoiceId = bought.body.invoice.id;
    const { client } = await newSignedInStudent(sites.acme);
    const started = await checkout(client, [await pricedCourse(10)]);
    const cartId = cartOfLastCheckout();
    await sql(commerce.databaseUrl, `UPDATE cart SET metadata = metadata || jsonb_build_object('invoice_id', $2::text) WHERE id = $1`, [cartId, invoiceId]);

    await payOnGateway(commerce.paymob.apiUrl, started.redirectUrl);
    const reference = `order:${await eventually(async () => Boolean(await orderOfCart(cartId))).then(() => orderOfCart(cartId))}`;
    expect(await eventually(async () => (await alertsOf(reference))[0]?.status === 'refunded')).toBe(true);
    expect((await alertsOf(reference))[0]!.reason).toBe('kind');
    const [invoice] = await sql<{ status: string }>(sites.databaseUrl, 'SELECT status FROM invoices WHERE id = $1', [invoiceId]);
    expect(invoice!.status).toBe('open');
    const [site] = await sql<{ plan: string }>(sites.databaseUrl, 'SELECT plan FROM tenants WHERE name = $1', [ACME.name]);
    expect(site!.plan).not.toBe('enterprise');
  });

  it('refunds money Paymob took for a cart whose payment session was dropped, and records no sale', async () => {
    const course = await pricedCourse(77);
    const { client, id } = await newSignedInStudent(sites.acme);
    const started = await checkout(client, [course]);
    const cartId = cartOfLastCheckout();
    // What a quantity change through the store API did: the cart's Paymob session is gone.
    await sql(commerce.databaseUrl, `UPDATE payment_session SET deleted_at = now() WHERE payment_collection_id IN (SELECT payment_collection_id FROM cart_payment_collection WHERE cart_id = $1)`, [cartId]);
    const refundsBefore = refundsMade();

    const back = await payOnGateway(commerce.paymob.apiUrl, started.redirectUrl);
    const reference = `transaction:${back.searchParams.get('id')}`;
    expect(await eventually(async () => (await alertsOf(reference))[0]?.status === 'refunded')).toBe(true);
    expect(await alertsOf(reference)).toEqual([{ reason: 'pays-no-order', status: 'refunded' }]);
    expect(refundsMade()).toBe(refundsBefore + 1);
    expect(await orderOfCart(cartId)).toBeUndefined();
    expect(await countRows(sites.databaseUrl, 'orders', 'user_id', id)).toBe(0);
    expect(await registered(client, course)).toBe(false);
    // The gateway's callback again: one alert, no second refund.
    const delivered = commerce.paymob.callbacks().find((callback) => String(callback.body.obj.id) === back.searchParams.get('id'))!;
    expect((await new SiteClient(sites.acme).request('POST', `/api/payments/paymob/callback?hmac=${commerce.paymob.sign(delivered.body.obj)}`, { json: delivered.body })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await alertsOf(reference)).toHaveLength(1);
    expect(refundsMade()).toBe(refundsBefore + 1);
  });
});
