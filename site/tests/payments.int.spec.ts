import { createHmac } from 'node:crypto';
import { formatEgp } from '@halaqa/shared/money';
import { beforeAll, describe, expect, it } from 'vitest';
import { newSignedInStudent, signedInClient } from '@halaqa/infra/testing/accounts';
import { useCommerce } from '@halaqa/infra/testing/commerce-server';
import { eventually, payOnGateway } from '@halaqa/infra/testing/course-purchase';
import { countRows } from '@halaqa/infra/testing/database-rows';
import { waitForMail, type CaughtMail } from '@halaqa/infra/testing/mailbox';
import { SiteClient } from '@halaqa/infra/testing/site-client';
import { sql } from '@halaqa/infra/testing/sql';
import { ACME, OTHER, useTwoSites } from '@halaqa/infra/testing/two-sites';
import { signCommerceEvent } from '@halaqa/shared/commerce-event';

/**
 * Issue #11: selling courses through the real commerce service (the built Medusa) and the Paymob
 * test double: checkout, the gateway's callback, the buyer's return, refusals, refunds, events.
 */
const { sites, commerce } = useCommerce(useTwoSites);

type Course = { id: string; course_id: string; name: string; viewer: { registered: boolean } };
let owner: SiteClient;
let counter = 0;

async function pricedCourse(price: number, per = 'lifetime', client = owner): Promise<Course> {
  counter += 1;
  const created = await client.json<Course>('POST', '/api/courses', { name: `Fiqh ${counter}-${Date.now()}`, description: 'Rulings', price: { price, per } });
  expect(created.status).toBe(201);
  return created.body;
}

async function checkout(client: SiteClient, courses: Course[]) {
  return client.json<{ redirectUrl?: string; completed?: boolean; courses?: string[]; error?: string }>('POST', '/api/payments/create_payment', {
    action: 'checkout',
    items: courses.map((course) => ({ course_id: course.course_id })),
  });
}

async function registered(client: SiteClient, course: Course): Promise<boolean> {
  return (await client.json<Course>('GET', `/api/courses/${course.id}`)).body.viewer.registered;
}

async function receiptFor(email: string): Promise<CaughtMail> {
  for (;;) {
    const mail = await waitForMail(email, 20_000);
    if (/receipt/i.test(mail.subject)) return mail;
  }
}

const ordersOf = (userId: string) => countRows(sites.databaseUrl, 'orders', 'user_id', userId);

beforeAll(async () => {
  owner = await signedInClient(sites.acme, ACME.ownerEmail, ACME.ownerPassword);
});

describe('buying a course', () => {
  it('pays on the gateway’s page and registers the buyer once, with a receipt, whichever message comes first', async () => {
    const course = await pricedCourse(150, 'month');
    const { client, id, student } = await newSignedInStudent(sites.acme);
    const started = await checkout(client, [course]);
    expect(started.status).toBe(200);
    expect(started.body.redirectUrl!.startsWith(`${commerce.paymob.apiUrl}/unifiedcheckout/`)).toBe(true);
    expect(commerce.paymob.intentions().at(-1)).toMatchObject({ amount: 15_000, currency: 'EGP' });

    const back = await payOnGateway(commerce.paymob.apiUrl, started.body.redirectUrl!);
    expect(`${back.origin}${back.pathname}`).toBe(`${sites.acme}/cart`);
    expect(back.searchParams.get('success')).toBe('true');
    expect(commerce.paymob.callbacks().at(-1)!.outcome).toBe(200);

    const confirmed = await client.json('POST', '/api/payments/create_payment', { action: 'register', items: [], transaction_id: back.searchParams.get('id') });
    expect(confirmed).toEqual({ status: 200, body: { completed: true, courses: [course.id] } });
    expect(await eventually(() => registered(client, course))).toBe(true);
    expect(await ordersOf(id)).toBe(1);
    // Our buyer is a user of the site, named in the order's metadata: Medusa keeps no customer of them.
    const [medusaOrder] = await sql<{ customer_id: string | null; email: string }>(commerce.databaseUrl, `SELECT customer_id, email FROM "order" WHERE metadata->>'user_id' = $1`, [id]);
    expect(medusaOrder).toEqual({ customer_id: null, email: student.email });
    expect(await sql(commerce.databaseUrl, 'SELECT id FROM customer WHERE email = $1', [student.email])).toEqual([]);

    const receipt = await receiptFor(student.email);
    expect(receipt.text).toContain(course.name);
    expect(receipt.text).toContain(formatEgp(150, 'en'));
    expect(receipt.text).toContain(`${sites.acme}/dashboard`);

    // The buyer's return again, and the callback five times at once: still one order.
    const delivered = commerce.paymob.callbacks().at(-1)!;
    const again = await client.json('POST', '/api/payments/create_payment', { action: 'register', items: [], transaction_id: back.searchParams.get('id') });
    expect(again.status).toBe(200);
    const replays = await Promise.all(
      Array.from({ length: 5 }, () => new SiteClient(sites.acme).request('POST', `/api/payments/paymob/callback?hmac=${commerce.paymob.sign(delivered.body.obj)}`, { json: delivered.body })),
    );
    expect(replays.map((reply) => reply.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await ordersOf(id)).toBe(1);
  });

  it('charges the price the course has now', async () => {
    const course = await pricedCourse(90);
    expect((await owner.json('PUT', `/api/courses/${course.id}`, { price: { price: 120, per: 'lifetime' } })).status).toBe(200);
    const { client } = await newSignedInStudent(sites.acme);
    const started = await eventually(async () => {
      const reply = await checkout(client, [course]);
      return reply.status === 200 && commerce.paymob.intentions().at(-1)?.amount === 12_000;
    });
    expect(started).toBe(true);
  });

  it('registers free courses at once, with no gateway', async () => {
    const course = await pricedCourse(0);
    const { client } = await newSignedInStudent(sites.acme);
    const before = commerce.paymob.intentions().length;
    expect(await checkout(client, [course])).toEqual({ status: 200, body: { completed: true, courses: [course.id] } });
    expect(await registered(client, course)).toBe(true);
    expect(commerce.paymob.intentions().length).toBe(before);
  });

  it('leaves nothing registered when the card is declined, and says so', async () => {
    const course = await pricedCourse(60);
    const { client, id } = await newSignedInStudent(sites.acme);
    const back = await payOnGateway(commerce.paymob.apiUrl, (await checkout(client, [course])).body.redirectUrl!, { card: '4111111111111111' });
    expect(back.searchParams.get('success')).toBe('false');
    const confirmed = await client.json('POST', '/api/payments/create_payment', { action: 'register', items: [], transaction_id: back.searchParams.get('id') });
    expect(confirmed).toEqual({ status: 402, body: { error: 'The payment was not completed, so nothing was bought.' } });
    expect(await registered(client, course)).toBe(false);
    expect(await ordersOf(id)).toBe(0);
  });
});

describe('what the payment call refuses', () => {
  it('refuses another site’s course, an unknown one, an owned one and a signed-out buyer', async () => {
    const course = await pricedCourse(40);
    const stranger = await newSignedInStudent(sites.other);
    expect(await checkout(stranger.client, [course])).toEqual({ status: 404, body: { error: expect.any(String) } });
    const { client } = await newSignedInStudent(sites.acme);
    expect((await client.json('POST', '/api/payments/create_payment', { action: 'checkout', items: [{ course_id: 'cnope2345' }] })).status).toBe(404);
    expect((await checkout(new SiteClient(sites.acme), [course])).status).toBe(401);
    const free = await pricedCourse(0);
    await checkout(client, [free]);
    expect(await checkout(client, [free])).toEqual({ status: 409, body: { error: 'You already have this course.' } });
    expect((await owner.json('PUT', `/api/courses/${course.id}`, { unlisted: true })).status).toBe(200);
    expect(await checkout(client, [course])).toEqual({ status: 409, body: { error: 'This course is not for sale right now.' } });
  });

  it('confirms a payment only for a signed-in payer, their own, within five minutes', async () => {
    const course = await pricedCourse(75);
    const buyer = await newSignedInStudent(sites.acme);
    const back = await payOnGateway(commerce.paymob.apiUrl, (await checkout(buyer.client, [course])).body.redirectUrl!);
    const transaction = back.searchParams.get('id');
    expect(await new SiteClient(sites.acme).json('POST', '/api/payments/create_payment', { action: 'register', items: [], transaction_id: transaction })).toEqual({
      status: 401,
      body: { error: 'Please sign in to register your payment.' },
    });
    const other = await newSignedInStudent(sites.acme);
    expect(await other.client.json('POST', '/api/payments/create_payment', { action: 'register', items: [], transaction_id: transaction })).toEqual({
      status: 403,
      body: { error: 'This transaction belongs to another account.' },
    });
    expect(await registered(other.client, course)).toBe(false);

    const late = await newSignedInStudent(sites.acme);
    commerce.paymob.backdate(6 * 60 * 1000);
    try {
      const lateBack = await payOnGateway(commerce.paymob.apiUrl, (await checkout(late.client, [await pricedCourse(75)])).body.redirectUrl!);
      expect(await late.client.json('POST', '/api/payments/create_payment', { action: 'register', items: [], transaction_id: lateBack.searchParams.get('id') })).toEqual({
        status: 409,
        body: { error: 'This transaction is older than 5 minutes and was ignored. Please contact support.' },
      });
    } finally {
      commerce.paymob.backdate(0);
    }
    expect(await ordersOf(late.id)).toBe(0);
    expect((await buyer.client.json('POST', '/api/payments/create_payment', { action: 'register', items: [], transaction_id: '12' })).status).toBe(402);
    expect((await buyer.client.json('POST', '/api/payments/create_payment', { action: 'register', items: [], transaction_id: 'x;drop' })).status).toBe(400);
  });

  it('registers nothing from a forged, altered, failed or pending callback', async () => {
    const course = await pricedCourse(55);
    const { client, id } = await newSignedInStudent(sites.acme);
    // Paid with a declined card, so its callback pays nothing; forge variations of it.
    await payOnGateway(commerce.paymob.apiUrl, (await checkout(client, [course])).body.redirectUrl!, { card: '4000000000000002' });
    const declined = commerce.paymob.callbacks().at(-1)!.body;
    const post = (obj: Record<string, unknown>, hmac = commerce.paymob.sign(obj)) =>
      new SiteClient(sites.acme).request('POST', `/api/payments/paymob/callback?hmac=${hmac}`, { json: { type: 'TRANSACTION', obj } });
    const succeeded = { ...declined.obj, success: true };
    expect((await post(succeeded, createHmac('sha512', 'wrong').update('x').digest('hex'))).status).toBe(200);
    expect((await post({ ...succeeded, amount_cents: 100 })).status).toBe(200);
    expect((await post({ ...succeeded, pending: true })).status).toBe(200);
    expect((await post({ ...declined.obj })).status).toBe(200);
    expect((await new SiteClient(sites.acme).request('POST', '/api/payments/paymob/callback', { json: { type: 'TRANSACTION' } })).status).toBe(200);
    expect(await ordersOf(id)).toBe(0);
    expect(await registered(client, course)).toBe(false);
  });

  it('keeps one site’s course out of another site’s cart inside the commerce service too', async () => {
    const course = await pricedCourse(30);
    const { client } = await newSignedInStudent(sites.acme);
    await checkout(client, [course]);
    const [variant] = await sql<{ id: string }>(commerce.databaseUrl, `SELECT variant.id FROM product_variant variant JOIN product ON product.id = variant.product_id WHERE product.handle = $1`, [`course-${course.id}`]);
    const stranger = await newSignedInStudent(sites.other);
    await checkout(stranger.client, [await pricedCourse(30, 'lifetime', await signedInClient(sites.other, OTHER.ownerEmail, OTHER.ownerPassword))]);
    const [otherStore] = await sql<{ commerce_publishable_key: string; commerce_sales_channel_id: string }>(
      sites.databaseUrl,
      `SELECT commerce_publishable_key, commerce_sales_channel_id FROM tenants WHERE name = $1`,
      [OTHER.name],
    );
    const [region] = await sql<{ id: string }>(commerce.databaseUrl, `SELECT id FROM region WHERE name = 'Egypt'`);
    // Medusa's store API answers no one now (issue #39); behind it the tenant guard still refuses
    // a variant outside the cart's channel (commerce-provider.int.spec.ts completes such a cart).
    const attempt = await fetch(`${commerce.url}/store/carts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-publishable-api-key': otherStore!.commerce_publishable_key },
      body: JSON.stringify({ region_id: region!.id, sales_channel_id: otherStore!.commerce_sales_channel_id, items: [{ variant_id: variant!.id, quantity: 1 }] }),
    });
    expect(attempt.status).toBe(404);
  });
});

describe('refunds and events', () => {
  it('lets the owner refund an order, once, ending the access it bought', async () => {
    const course = await pricedCourse(200);
    const { client } = await newSignedInStudent(sites.acme);
    const back = await payOnGateway(commerce.paymob.apiUrl, (await checkout(client, [course])).body.redirectUrl!);
    await client.json('POST', '/api/payments/create_payment', { action: 'register', items: [], transaction_id: back.searchParams.get('id') });
    expect(await eventually(() => registered(client, course))).toBe(true);
    const orders = await owner.json<{ id: string; total: number; status: string; courses: { id: string }[] }[]>('GET', '/api/payments/orders');
    const order = orders.body.find((entry) => entry.courses.some((bought) => bought.id === course.id))!;
    expect(order).toMatchObject({ total: 200, status: 'paid' });

    expect((await client.json('POST', `/api/payments/orders/${order.id}/refund`)).status).toBe(403);
    const otherOwner = await signedInClient(sites.other, OTHER.ownerEmail, OTHER.ownerPassword);
    expect((await otherOwner.json('POST', `/api/payments/orders/${order.id}/refund`)).status).toBe(404);
    expect((await otherOwner.json<unknown[]>('GET', '/api/payments/orders')).body.some((entry) => (entry as { id: string }).id === order.id)).toBe(false);

    const refundsBefore = commerce.paymob.requests.filter((line) => line.startsWith('POST /api/acceptance/void_refund/refund')).length;
    // Ten at once (issue #39): one reaches the gateway; the others answer at once, 200 once it is
    // done or 409 while it is under way, and none waits for a pooled connection (503).
    const replies = await Promise.all(Array.from({ length: 10 }, () => owner.json<{ error?: string }>('POST', `/api/payments/orders/${order.id}/refund`)));
    expect(replies.filter((reply) => reply.status === 200).length).toBeGreaterThanOrEqual(1);
    expect(replies.filter((reply) => reply.status !== 200)).toEqual(
      replies.filter((reply) => reply.status !== 200).map(() => ({ status: 409, body: { error: 'A refund of this order is in progress. Reload the orders page in a moment.' } })),
    );
    // The refund is a state change (issue #40): the access ends with the reply; the gateway's
    // refund is a job's, and the order reads refunded once it is made, once.
    expect(replies.find((reply) => reply.status === 200)!.body).toEqual({ status: 'refund-requested', refunded: 200, remaining: 0 });
    expect(await registered(client, course)).toBe(false);
    const statusOf = async () => (await owner.json<{ id: string; status: string }[]>('GET', '/api/payments/orders')).body.find((entry) => entry.id === order.id)!.status;
    expect(await eventually(async () => (await statusOf()) === 'refunded')).toBe(true);
    expect(commerce.paymob.requests.filter((line) => line.startsWith('POST /api/acceptance/void_refund/refund')).length).toBe(refundsBefore + 1);
    expect((await owner.json('POST', `/api/payments/orders/${order.id}/refund`)).body).toEqual({ status: 'refunded', refunded: 200, remaining: 0 });
  });

  it('takes only signed events from the commerce service, each once', async () => {
    const eventsUrl = `http://127.0.0.1:${sites.site.port}/api/commerce/events`;
    const body = JSON.stringify({ id: 'evt-forged', type: 'order.paid', data: {} });
    const forged = await fetch(eventsUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'x-halaqa-signature': signCommerceEvent(body, 'not-the-secret') }, body });
    expect(forged.status).toBe(403);
    const signedJunk = await fetch(eventsUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'x-halaqa-signature': signCommerceEvent(body, commerce.siteEnv.COMMERCE_WEBHOOK_SECRET!) }, body });
    expect(signedJunk.status).toBe(400);
    // Medusa's own event for every paid order above arrived and was recorded once per event id.
    const counts = async () => (await sql<{ events: string; orders: string }>(sites.databaseUrl, 'SELECT (SELECT count(*) FROM commerce_events) AS events, (SELECT count(*) FROM orders) AS orders'))[0]!;
    await eventually(async () => {
      const { events, orders } = await counts();
      return Number(orders) > 0 && events === orders;
    });
    const { events, orders } = await counts();
    expect(Number(orders)).toBeGreaterThan(0);
    expect(events).toBe(orders);
  });
});
