import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { COMMERCE_SIGNATURE_HEADER, isSignedCommerceEvent, type PaidOrderEvent } from '@halaqa/shared/commerce-event';
import { AppError } from '@halaqa/shared/errors';
import { launchCommerce, type RunningCommerce } from '@halaqa/infra/testing/commerce-server';
import { eventually, payOnGateway } from '@halaqa/infra/testing/course-purchase';
import '@halaqa/infra/testing/provided';
import { sql } from '@halaqa/infra/testing/sql';
import type { CheckoutRequest, CommerceProvider, CourseProduct, InvoiceCheckoutRequest, PaidOrder, SavedCard } from './commerce-provider';
import { parseCommerceSettings } from './commerce-settings';
import { MedusaCommerce } from './medusa-commerce';

/**
 * The promises of the commerce seam (commerce-provider.ts), kept by the production adapter
 * against the built Medusa and its Paymob test double: in one process with the in-memory modules
 * (the default), and as production runs it, two processes (COMMERCE_PROCESSES=2) on the machine's
 * Redis (REDIS_URL). Stores and products stay one each however many ask at once, a product follows
 * its course, a store sells only its own courses, and a site's owner pays the platform's plan
 * invoices in no site's store (issue #12), saving a card there that later invoices are charged to.
 */
/** A Redis database of its own (the machine's server, database 7), emptied first, so what Medusa keeps there can be seen. */
const REDIS_URL = 'redis://127.0.0.1:6379/7';
const redisCli = async (...args: string[]) => (await promisify(execFile)('redis-cli', ['-u', REDIS_URL, ...args])).stdout.trim();

const codeOf = async (work: Promise<unknown>) => work.then(() => 'ok', (error: unknown) => (error instanceof AppError ? error.code : String(error)));
/** The code, and what the commerce service answered when it failed rather than refused. */
const failureOf = async (work: Promise<unknown>) => work.then(() => 'ok', (error: unknown) => (error instanceof AppError ? `${error.code}: ${(error.cause as Error | undefined)?.message}` : String(error)));

describe.each([
  { modules: 'in-memory modules', processes: 1, redisUrl: undefined },
  { modules: 'Redis modules', processes: 2, redisUrl: REDIS_URL },
])('the Medusa commerce provider, $processes process(es), $modules', ({ processes, redisUrl }) => {
  let commerce: RunningCommerce;
  let provider: CommerceProvider;
  /** Medusa's signed order events, as the site's endpoint would take them, by order id. */
  const events = new Map<string, PaidOrderEvent>();
  const eventReceiver = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const signature = request.headers[COMMERCE_SIGNATURE_HEADER];
      const signed = isSignedCommerceEvent(body, typeof signature === 'string' ? signature : null, commerce.siteEnv.COMMERCE_WEBHOOK_SECRET!);
      if (signed) {
        const event = JSON.parse(body) as PaidOrderEvent;
        events.set(event.data.orderId, event);
      }
      response.writeHead(signed ? 200 : 403).end();
    });
  });

  beforeAll(async () => {
    const { postgresServerUrl, commerceTemplateDatabase } = inject('integration');
    await redisCli('FLUSHDB');
    commerce = await launchCommerce(postgresServerUrl, commerceTemplateDatabase, { processes, redisUrl });
    await new Promise<void>((resolve) => eventReceiver.listen(0, '127.0.0.1', resolve));
    await commerce.start(`http://127.0.0.1:${(eventReceiver.address() as AddressInfo).port}/api/commerce/events`);
    provider = new MedusaCommerce(parseCommerceSettings(commerce.siteEnv)!);
  }, 180_000);

  afterAll(async () => {
    await commerce?.stop();
    await new Promise((resolve) => eventReceiver.close(resolve));
  });

  const checkoutOf = (store: Awaited<ReturnType<CommerceProvider['ensureStore']>>, tenantId: string, lines: CheckoutRequest['lines']) =>
    provider.checkout(store, { tenantId, userId: randomUUID(), email: 'buyer@example.test', lines, pricingId: randomUUID(), returnUrl: 'http://acme.localhost/cart', notificationUrl: 'http://acme.localhost/api/payments/paymob/callback' });
  const lineOf = (course: CourseProduct) => ({ courseId: course.courseId, price: course.price, per: course.per });

  it('creates one store per site, however many ask at once', async () => {
    const tenant = { id: randomUUID(), name: 'Acme Academy' };
    const stores = await Promise.all(Array.from({ length: 6 }, () => provider.ensureStore(tenant)));
    expect(new Set(stores.map((store) => store.salesChannelId)).size).toBe(1);
    expect(new Set(stores.map((store) => store.publishableKey)).size).toBe(1);
    const other = await provider.ensureStore({ id: randomUUID(), name: 'Other School' });
    expect(other.salesChannelId).not.toBe(stores[0]!.salesChannelId);
  });

  it('keeps a course’s product in step: created once when synced at once, repriced, then off sale', async () => {
    const tenantId = randomUUID();
    const store = await provider.ensureStore({ id: tenantId, name: 'Acme Academy' });
    const course: CourseProduct = { tenantId, courseId: randomUUID(), name: 'Tajwid', price: 150, per: 'month', forSale: true };
    expect(await Promise.all([1, 2, 3].map(() => codeOf(provider.syncCourse(store, course))))).toEqual(['ok', 'ok', 'ok']);

    const started = await checkoutOf(store, tenantId, [lineOf(course)]);
    expect(started.redirectUrl).toContain('/unifiedcheckout/');
    expect(commerce.paymob.intentions().at(-1)).toMatchObject({ amount: 15_000, currency: 'EGP' });

    // Priced by the site at another price or period than the store holds: not sold as it stands.
    expect(await codeOf(checkoutOf(store, tenantId, [{ ...lineOf(course), price: 99.5 }]))).toBe('NOT_FOR_SALE');
    expect(await codeOf(checkoutOf(store, tenantId, [{ ...lineOf(course), per: 'lifetime' }]))).toBe('NOT_FOR_SALE');
    await provider.syncCourse(store, { ...course, price: 99.5 });
    await checkoutOf(store, tenantId, [{ ...lineOf(course), price: 99.5 }]);
    expect(commerce.paymob.intentions().at(-1)).toMatchObject({ amount: 9_950 });

    await provider.syncCourse(store, { ...course, forSale: false });
    expect(await codeOf(checkoutOf(store, tenantId, [{ ...lineOf(course), price: 99.5 }]))).toBe('NOT_FOR_SALE');
  });

  it('sells a store only its own courses, and confirms no payment it did not take', async () => {
    const acmeId = randomUUID();
    const acme = await provider.ensureStore({ id: acmeId, name: 'Acme Academy' });
    const otherId = randomUUID();
    const other = await provider.ensureStore({ id: otherId, name: 'Other School' });
    const course: CourseProduct = { tenantId: acmeId, courseId: randomUUID(), name: 'Sarf', price: 80, per: 'lifetime', forSale: true };
    await provider.syncCourse(acme, course);

    expect(await codeOf(checkoutOf(other, otherId, [lineOf(course)]))).toBe('NOT_FOR_SALE');
    expect(await codeOf(checkoutOf(acme, acmeId, [{ ...lineOf(course), courseId: randomUUID() }]))).toBe('NOT_FOR_SALE');
    expect(await codeOf(provider.confirmTransaction(acme, { tenantId: acmeId, userId: randomUUID(), transactionId: '987654321' }))).toBe('PAYMENT_NOT_CONFIRMED');
    expect(await provider.forwardPaymobCallback({ query: 'hmac=00', body: JSON.stringify({ type: 'TRANSACTION', obj: { id: 1, success: true } }) })).toEqual({ order: null, savedCard: null, unmatchedTransactionId: null });
  });

  const invoiceCheckoutOf = (request: Pick<InvoiceCheckoutRequest, 'tenantId' | 'userId' | 'invoiceId' | 'amount'>) =>
    provider.checkoutInvoice({
      ...request,
      email: 'owner@example.test',
      description: 'Halaqa — Pro plan, yearly',
      pricingId: randomUUID(),
      returnUrl: 'http://acme.localhost/admin/subscription',
      notificationUrl: 'http://acme.localhost/api/payments/paymob/callback',
    });

  /** Paymob's processed callback for this transaction, as the site would relay it. */
  const callbackOf = (transactionId: string) => {
    const delivered = commerce.paymob.callbacks().find((callback) => String(callback.body.obj.id) === transactionId)!;
    return { query: new URL(delivered.url).search.slice(1), body: JSON.stringify(delivered.body) };
  };

  const orderOfCart = async (cartId: string) => sql<{ order_id: string }>(commerce.databaseUrl, 'SELECT order_id FROM order_cart WHERE cart_id = $1 AND deleted_at IS NULL', [cartId]);

  it('takes a plan invoice’s payment in no site’s store: one custom line, the order with its invoice id, no lines and the amount', async () => {
    const [tenantId, userId, invoiceId] = [randomUUID(), randomUUID(), randomUUID()];
    // The owner may start again while nothing is paid: each try is a cart of its own.
    const abandoned = await invoiceCheckoutOf({ tenantId, userId, invoiceId, amount: 1499.5 });
    const started = await invoiceCheckoutOf({ tenantId, userId, invoiceId, amount: 1499.5 });
    expect(started.cartId).not.toBe(abandoned.cartId);
    expect(started.redirectUrl.startsWith(`${commerce.paymob.apiUrl}/unifiedcheckout/`)).toBe(true);
    expect(commerce.paymob.intentions().at(-1)).toMatchObject({ amount: 149_950, currency: 'EGP', items: [{ name: 'Halaqa — Pro plan, yearly', amount: 149_950, quantity: 1 }] });
    expect(await sql(commerce.databaseUrl, 'SELECT sales_channel_id, metadata FROM cart WHERE id = $1', [started.cartId])).toEqual([
      { sales_channel_id: null, metadata: { tenant_id: tenantId, user_id: userId, invoice_id: invoiceId, pricing_id: expect.any(String) } },
    ]);
    const lines = await sql(
      commerce.databaseUrl,
      `SELECT title, product_id, variant_id, quantity::int AS quantity, unit_price::float8 AS unit_price, requires_shipping, is_discountable, is_tax_inclusive, is_custom_price, metadata
       FROM cart_line_item WHERE cart_id = $1 AND deleted_at IS NULL`,
      [started.cartId],
    );
    expect(lines).toEqual([
      {
        title: 'Halaqa — Pro plan, yearly',
        product_id: null,
        variant_id: null,
        quantity: 1,
        unit_price: 1499.5,
        requires_shipping: false,
        is_discountable: false,
        is_tax_inclusive: false,
        is_custom_price: true,
        metadata: { invoice_id: invoiceId },
      },
    ]);

    const back = await payOnGateway(commerce.paymob.apiUrl, started.redirectUrl);
    const transactionId = back.searchParams.get('id')!;
    // The gateway's callback, relayed by the site, completes the cart first…
    const { order: byCallback, savedCard } = await provider.forwardPaymobCallback(callbackOf(transactionId));
    expect(savedCard).toBeNull();
    expect(byCallback).toEqual({
      orderId: expect.stringMatching(/^order_/),
      cartId: started.cartId,
      tenantId,
      userId,
      currency: 'egp',
      total: 1499.5,
      lines: [],
      invoiceId,
      transactionId,
      paidAt: expect.any(String),
      amountPaid: 1499.5,
      pricingId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    } satisfies Record<keyof PaidOrder, unknown>);
    // …then the owner's return, and the callback again, answer the same order.
    expect(await provider.confirmInvoiceTransaction({ tenantId, userId, transactionId })).toEqual(byCallback);
    expect(await provider.forwardPaymobCallback(callbackOf(transactionId))).toEqual({ order: byCallback, savedCard: null, unmatchedTransactionId: null });
    // Medusa's own event reports the same order.
    expect(await eventually(async () => events.has(byCallback!.orderId))).toBe(true);
    expect(events.get(byCallback!.orderId)).toEqual({ id: `order.paid:${byCallback!.orderId}`, type: 'order.paid', data: byCallback });

    // Paid: no further cart for it, and the abandoned one stays unpaid.
    expect(await codeOf(invoiceCheckoutOf({ tenantId, userId, invoiceId, amount: 1499.5 }))).toBe('INVOICE_ALREADY_PAID');
    expect(await orderOfCart(abandoned.cartId)).toEqual([]);
  });

  it('confirms a plan invoice’s payment only for its own site and payer, and never as a course purchase', async () => {
    const [tenantId, userId] = [randomUUID(), randomUUID()];
    const started = await invoiceCheckoutOf({ tenantId, userId, invoiceId: randomUUID(), amount: 300 });
    const transactionId = (await payOnGateway(commerce.paymob.apiUrl, started.redirectUrl)).searchParams.get('id')!;
    const store = await provider.ensureStore({ id: tenantId, name: 'Acme Academy' });

    expect(await codeOf(provider.confirmInvoiceTransaction({ tenantId: randomUUID(), userId, transactionId }))).toBe('PAYMENT_NOT_CONFIRMED');
    expect(await codeOf(provider.confirmInvoiceTransaction({ tenantId, userId: randomUUID(), transactionId }))).toBe('TRANSACTION_OTHER_ACCOUNT');
    expect(await codeOf(provider.confirmTransaction(store, { tenantId, userId, transactionId }))).toBe('PAYMENT_NOT_CONFIRMED');
    expect(await orderOfCart(started.cartId)).toEqual([]);
    expect(await provider.confirmInvoiceTransaction({ tenantId, userId, transactionId })).toMatchObject({ cartId: started.cartId, total: 300, lines: [] });

    // A course purchase is the site's: no invoice, its courses as lines, and not an invoice's payment.
    const course: CourseProduct = { tenantId, courseId: randomUUID(), name: 'Nahw', price: 120, per: 'year', forSale: true };
    await provider.syncCourse(store, course);
    const bought = await provider.checkout(store, { tenantId, userId, email: 'buyer@example.test', lines: [lineOf(course)], pricingId: randomUUID(), returnUrl: 'http://acme.localhost/cart', notificationUrl: 'http://acme.localhost/api/payments/paymob/callback' });
    const courseTransaction = (await payOnGateway(commerce.paymob.apiUrl, bought.redirectUrl)).searchParams.get('id')!;
    expect(await codeOf(provider.confirmInvoiceTransaction({ tenantId, userId, transactionId: courseTransaction }))).toBe('PAYMENT_NOT_CONFIRMED');
    expect(await provider.confirmTransaction(store, { tenantId, userId, transactionId: courseTransaction })).toMatchObject({
      cartId: bought.cartId,
      total: 120,
      lines: [{ courseId: course.courseId, price: 120, per: 'year' }],
      invoiceId: null,
    });
  });

  it('never lets a cart without a sales channel hold a course: adding one is refused, and completing one places no order', async () => {
    const tenantId = randomUUID();
    const store = await provider.ensureStore({ id: tenantId, name: 'Acme Academy' });
    const course: CourseProduct = { tenantId, courseId: randomUUID(), name: 'Balagha', price: 75, per: 'lifetime', forSale: true };
    await provider.syncCourse(store, course);
    const [variant] = await sql<{ id: string; product_id: string }>(
      commerce.databaseUrl,
      'SELECT variant.id, variant.product_id FROM product_variant variant JOIN product ON product.id = variant.product_id WHERE product.handle = $1',
      [`course-${course.courseId}`],
    );
    const userId = randomUUID();
    const started = await invoiceCheckoutOf({ tenantId, userId, invoiceId: randomUUID(), amount: 75 });

    // Medusa's store API is closed (issue #39), even to the site's own publishable key.
    const added = await fetch(`${commerce.url}/store/carts/${started.cartId}/line-items`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-publishable-api-key': store.publishableKey },
      body: JSON.stringify({ variant_id: variant!.id, quantity: 1 }),
    });
    expect(added.status).toBe(404);

    // Had a course line got in some other way, the cart is still not completed when paid.
    await sql(commerce.databaseUrl, 'UPDATE cart_line_item SET variant_id = $1, product_id = $2 WHERE cart_id = $3', [variant!.id, variant!.product_id, started.cartId]);
    const transactionId = (await payOnGateway(commerce.paymob.apiUrl, started.redirectUrl)).searchParams.get('id')!;
    expect(await failureOf(provider.confirmInvoiceTransaction({ tenantId, userId, transactionId }))).toMatch(/^PAYMENTS_UNAVAILABLE: .*A cart with items needs a sales channel\./);
    expect(await failureOf(provider.forwardPaymobCallback(callbackOf(transactionId)))).toMatch(/^PAYMENTS_UNAVAILABLE: .*A cart with items needs a sales channel\./);
    expect(await orderOfCart(started.cartId)).toEqual([]);
  });

  /** Paymob's card token callback sent with this transaction's payment, as the site would relay it. */
  const tokenCallbackOf = (transactionId: string) => {
    const payment = commerce.paymob.callbacks().find((callback) => callback.body.type === 'TRANSACTION' && String(callback.body.obj.id) === transactionId)!;
    const paymobOrderId = String((payment.body.obj.order as { id: number }).id);
    const delivered = commerce.paymob.callbacks().find((callback) => callback.body.type === 'TOKEN' && callback.body.obj.order_id === paymobOrderId)!;
    return { query: new URL(delivered.url).search.slice(1), body: JSON.stringify(delivered.body) };
  };

  /** The owner pays a first invoice on the hosted page with "Save my card" ticked; answers the card the callback saved. */
  const savedCardOf = async (tenantId: string, userId: string): Promise<SavedCard> => {
    const started = await invoiceCheckoutOf({ tenantId, userId, invoiceId: randomUUID(), amount: 300 });
    const transactionId = (await payOnGateway(commerce.paymob.apiUrl, started.redirectUrl, { saveCard: true })).searchParams.get('id')!;
    await provider.forwardPaymobCallback(callbackOf(transactionId));
    const { savedCard } = await provider.forwardPaymobCallback(tokenCallbackOf(transactionId));
    return savedCard!;
  };

  const chargeOf = (request: Pick<InvoiceCheckoutRequest, 'tenantId' | 'userId' | 'invoiceId' | 'amount'> & { cardToken: string }) =>
    provider.chargeSavedCard({
      ...request,
      email: 'owner@example.test',
      description: 'Halaqa — Pro plan, monthly',
      pricingId: randomUUID(),
      returnUrl: 'http://acme.localhost/admin/subscription',
      notificationUrl: 'http://acme.localhost/api/payments/paymob/callback',
    });

  const ordersOfInvoice = async (invoiceId: string) => sql(commerce.databaseUrl, `SELECT id FROM "order" WHERE metadata->>'invoice_id' = $1`, [invoiceId]);

  it('saves the owner’s card while an invoice is paid, then charges it for the next invoice with no one present', async () => {
    const [tenantId, userId, invoiceId] = [randomUUID(), randomUUID(), randomUUID()];
    const started = await invoiceCheckoutOf({ tenantId, userId, invoiceId, amount: 300 });
    const transactionId = (await payOnGateway(commerce.paymob.apiUrl, started.redirectUrl, { saveCard: true })).searchParams.get('id')!;
    expect((await provider.forwardPaymobCallback(callbackOf(transactionId))).order).toMatchObject({ invoiceId, total: 300 });

    // Paymob's card token callback, relayed by the site: the card, who saved it, for which invoice.
    const tokenCallback = tokenCallbackOf(transactionId);
    const card = commerce.paymob.tokens().at(-1)!;
    const saved = { token: card.token, maskedPan: 'xxxx-xxxx-xxxx-8769', tenantId, userId, invoiceId };
    expect(await provider.forwardPaymobCallback(tokenCallback)).toEqual({ order: null, savedCard: saved, unmatchedTransactionId: null });
    expect(await provider.forwardPaymobCallback(tokenCallback)).toEqual({ order: null, savedCard: saved, unmatchedTransactionId: null });
    // Forged: another token under Paymob's signature, or no signature at all, saves nothing.
    const forged = tokenCallback.body.replace(card.token, 'f'.repeat(56));
    expect(await provider.forwardPaymobCallback({ query: tokenCallback.query, body: forged })).toEqual({ order: null, savedCard: null, unmatchedTransactionId: null });
    expect(await provider.forwardPaymobCallback({ query: '', body: tokenCallback.body })).toEqual({ order: null, savedCard: null, unmatchedTransactionId: null });
    const reSigned = JSON.parse(tokenCallback.body) as { obj: Record<string, unknown> };
    expect(await provider.forwardPaymobCallback({ query: `hmac=${commerce.paymob.sign(reSigned.obj)}`, body: tokenCallback.body })).toEqual({ order: null, savedCard: null, unmatchedTransactionId: null });

    // The next invoice, charged to that card: no hosted page, no browser.
    const nextInvoice = randomUUID();
    const pages = commerce.paymob.requests.filter((line) => line.startsWith('GET /unifiedcheckout/')).length;
    const renewed = await chargeOf({ tenantId, userId, invoiceId: nextInvoice, amount: 1499.5, cardToken: saved.token });
    expect(renewed).toEqual({
      orderId: expect.stringMatching(/^order_/),
      cartId: expect.stringMatching(/^cart_/),
      tenantId,
      userId,
      currency: 'egp',
      total: 1499.5,
      lines: [],
      invoiceId: nextInvoice,
      transactionId: expect.stringMatching(/^\d+$/),
      paidAt: expect.any(String),
      amountPaid: 1499.5,
      pricingId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    } satisfies Record<keyof PaidOrder, unknown>);
    expect(commerce.paymob.intentions().at(-1)).toMatchObject({ amount: 149_950, payment_methods: [Number(commerce.paymob.env.PAYMOB_MOTO_INTEGRATION_ID)] });
    expect(commerce.paymob.requests.filter((line) => line.startsWith('GET /unifiedcheckout/')).length).toBe(pages);
    expect(await sql(commerce.databaseUrl, 'SELECT sales_channel_id, metadata FROM cart WHERE id = $1', [renewed.cartId])).toEqual([
      { sales_channel_id: null, metadata: { tenant_id: tenantId, user_id: userId, invoice_id: nextInvoice, pricing_id: expect.any(String) } },
    ]);
    // Paymob's callback for the charge, and Medusa's event, report the same one order.
    expect(await provider.forwardPaymobCallback(callbackOf(renewed.transactionId))).toEqual({ order: renewed, savedCard: null, unmatchedTransactionId: null });
    expect(await eventually(async () => events.has(renewed.orderId))).toBe(true);
    expect(events.get(renewed.orderId)!.data).toEqual(renewed);

    // Paid: charging it again charges nothing.
    const intentions = commerce.paymob.intentions().length;
    expect(await codeOf(chargeOf({ tenantId, userId, invoiceId: nextInvoice, amount: 1499.5, cardToken: saved.token }))).toBe('INVOICE_ALREADY_PAID');
    expect(await codeOf(chargeOf({ tenantId, userId, invoiceId, amount: 300, cardToken: saved.token }))).toBe('INVOICE_ALREADY_PAID');
    expect(commerce.paymob.intentions()).toHaveLength(intentions);
    expect(await ordersOfInvoice(nextInvoice)).toHaveLength(1);
  });

  it('places no order when the saved card is declined or unknown to Paymob; the invoice stays payable', async () => {
    const [tenantId, userId, invoiceId] = [randomUUID(), randomUUID(), randomUUID()];
    const card = await savedCardOf(tenantId, userId);
    commerce.paymob.declineNextCharge();
    expect(await codeOf(chargeOf({ tenantId, userId, invoiceId, amount: 99, cardToken: card.token }))).toBe('PAYMENT_NOT_CONFIRMED');
    expect(await codeOf(chargeOf({ tenantId, userId, invoiceId, amount: 99, cardToken: 'f'.repeat(56) }))).toBe('PAYMENT_NOT_CONFIRMED');
    expect(await ordersOfInvoice(invoiceId)).toEqual([]);
    expect(await chargeOf({ tenantId, userId, invoiceId, amount: 99, cardToken: card.token })).toMatchObject({ invoiceId, total: 99 });
  });

  it('charges a card only for the invoice named: another site’s invoice is that site’s order, with nothing of the card’s site', async () => {
    const [acmeId, acmeOwner] = [randomUUID(), randomUUID()];
    const card = await savedCardOf(acmeId, acmeOwner);
    const [otherId, otherOwner, otherInvoice] = [randomUUID(), randomUUID(), randomUUID()];
    const order = await chargeOf({ tenantId: otherId, userId: otherOwner, invoiceId: otherInvoice, amount: 45.25, cardToken: card.token });
    expect(order).toMatchObject({ tenantId: otherId, userId: otherOwner, invoiceId: otherInvoice, total: 45.25, lines: [] });
    expect(await sql(commerce.databaseUrl, 'SELECT metadata FROM cart WHERE id = $1', [order.cartId])).toEqual([{ metadata: { tenant_id: otherId, user_id: otherOwner, invoice_id: otherInvoice, pricing_id: expect.any(String) } }]);
    // The card's own site keeps just the one order it paid by hand.
    expect(await ordersOfInvoice(card.invoiceId)).toHaveLength(1);
  });

  it('ignores a card saved while buying courses: the token callback is acknowledged, nothing is saved', async () => {
    const tenantId = randomUUID();
    const store = await provider.ensureStore({ id: tenantId, name: 'Acme Academy' });
    const course: CourseProduct = { tenantId, courseId: randomUUID(), name: 'Fiqh', price: 40, per: 'lifetime', forSale: true };
    await provider.syncCourse(store, course);
    const bought = await checkoutOf(store, tenantId, [lineOf(course)]);
    const transactionId = (await payOnGateway(commerce.paymob.apiUrl, bought.redirectUrl, { saveCard: true })).searchParams.get('id')!;
    expect(await provider.forwardPaymobCallback(tokenCallbackOf(transactionId))).toEqual({ order: null, savedCard: null, unmatchedTransactionId: null });
    expect((await provider.forwardPaymobCallback(callbackOf(transactionId))).order).toMatchObject({ tenantId, invoiceId: null, total: 40 });
  });

  it('keeps its events, cache and workflows in Redis exactly when given REDIS_URL', async () => {
    const keys = (await redisCli('--scan')).split('\n').filter(Boolean);
    expect(keys.some((key) => key.startsWith('bull:medusa-workflows'))).toBe(Boolean(redisUrl));
    expect(keys.some((key) => key.startsWith('RedisEventBusService:'))).toBe(Boolean(redisUrl));
  });
});
