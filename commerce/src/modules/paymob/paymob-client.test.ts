import http from 'node:http';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, newContext } from '../../../../infra/src/testing/browser';
import { PAYMOB_TEST_CARD, type PaymobStub, startPaymobStub } from '../../../../infra/src/testing/paymob-stub';
import { verifyCardTokenCallback, verifyProcessedCallback, verifyRedirection } from './callback-hmac';
import { paymentDecision } from './payment-decision';
import { createPaymobClient, type CreateIntentionInput, PaymobRequestError, SavedCardsUnavailableError } from './paymob-client';
import { parsePaymobSettings } from './paymob-settings';

/**
 * The contract suite: the production client against the loopback Paymob double, end to end as a
 * payer goes through it (create intention → hosted checkout → card form → signed callback and
 * redirect), then refund, inquiry and refusals; saving a card there and charging it later with no
 * one present (MOTO intention → pay request).
 */
const HMAC_SECRET = 'stub-hmac-secret';
let stub: PaymobStub;
let receiver: http.Server;
let receiverUrl: string;
const received: { url: URL; body: unknown }[] = [];

beforeAll(async () => {
  stub = await startPaymobStub({ hmacSecret: HMAC_SECRET, secretKey: 'egy_sk_test_stub', publicKey: 'egy_pk_test_stub' });
  // Our side of the notification_url: records each processed callback as it arrives.
  receiver = http.createServer(async (request, response) => {
    if (request.method === 'GET') {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end('<!doctype html><title>Back at the site</title><h1>Back at the site</h1>');
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    received.push({ url: new URL(request.url ?? '/', 'http://127.0.0.1'), body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
    response.writeHead(200).end();
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await stub?.stop();
  await new Promise((resolve) => receiver?.close(resolve));
});

const client = () => createPaymobClient(parsePaymobSettings(stub.env)!);

const purchase = (reference: string): CreateIntentionInput => ({
  amountCents: 25_000,
  items: [{ name: 'Tajweed for beginners', amountCents: 25_000, quantity: 1 }],
  billingData: { first_name: 'Mona', last_name: 'Adel', email: 'mona@example.com', phone_number: '+201001234567' },
  specialReference: reference,
  notificationUrl: `${receiverUrl}/api/payments/paymob/callback`,
  redirectionUrl: 'https://site-a.halaqa.localhost/checkout/return',
});

/** Opens the hosted checkout page and submits its form as a browser would; returns the redirect. */
async function payAtCheckout(checkoutUrl: string, cardNumber: string, { saveCard = false } = {}): Promise<URL> {
  const page = await fetch(checkoutUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('<label for="card-number">Card number</label>');
  const form = new URLSearchParams();
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) form.set(name!, value!);
  form.set('card_number', cardNumber);
  form.set('card_name', 'منى عادل');
  form.set('expiry', '12/30');
  form.set('cvv', '123');
  if (saveCard) form.set('save_card', 'on');
  const action = new URL(/<form method="post" action="([^"]+)">/.exec(html)![1]!, checkoutUrl);
  const submitted = await fetch(action, { method: 'POST', body: form, redirect: 'manual' });
  expect(submitted.status).toBe(302);
  return new URL(submitted.headers.get('location')!);
}

const lastCallback = () => {
  const callback = received.at(-1)!;
  return { body: callback.body, hmac: callback.url.searchParams.get('hmac') };
};

describe('Paymob client against the loopback Paymob', () => {
  it('pays with the test card: the signed callback registers the payment for the order bound at intention time', async () => {
    const intention = await client().createIntention(purchase('site-a/cart-1'));
    expect(intention.id).toMatch(/^pi_test_/);
    expect(intention.checkoutUrl).toBe(`${stub.apiUrl}/unifiedcheckout/?publicKey=egy_pk_test_stub&clientSecret=${intention.clientSecret}`);
    expect(stub.intentions().at(-1)).toMatchObject({
      amount: 25_000,
      currency: 'EGP',
      payment_methods: [4097558],
      items: [{ name: 'Tajweed for beginners', amount: 25_000, quantity: 1 }],
      special_reference: 'site-a/cart-1',
    });

    const returnUrl = await payAtCheckout(intention.checkoutUrl, PAYMOB_TEST_CARD);
    const { body, hmac } = lastCallback();
    const verification = verifyProcessedCallback(body, hmac, HMAC_SECRET);
    expect(verification).toMatchObject({ verified: true, transaction: { orderId: intention.orderId, amountCents: 25_000, currency: 'EGP', success: true, pending: false } });
    const expected = { orderId: intention.orderId, amountCents: 25_000, currency: 'EGP' };
    expect(paymentDecision(verification, expected, new Date())).toMatchObject({ register: true });

    // The browser comes back to the site with the same transaction, signed in the query string.
    expect(`${returnUrl.origin}${returnUrl.pathname}`).toBe('https://site-a.halaqa.localhost/checkout/return');
    const redirection = verifyRedirection(returnUrl.searchParams, HMAC_SECRET);
    expect(redirection).toEqual(verification);

    // …and the inquiry API gives the same transaction from its id alone.
    if (!verification.verified) throw new Error('unreachable');
    expect(await client().retrieveTransaction(verification.transaction.id)).toEqual(verification.transaction);
  });

  it('declines any other card: the callback is signed but success=false, and nothing registers', async () => {
    const intention = await client().createIntention(purchase('site-a/cart-2'));
    const returnUrl = await payAtCheckout(intention.checkoutUrl, '4111 1111 1111 1111');
    const { body, hmac } = lastCallback();
    const verification = verifyProcessedCallback(body, hmac, HMAC_SECRET);
    expect(verification).toMatchObject({ verified: true, transaction: { success: false, orderId: intention.orderId } });
    expect(paymentDecision(verification, { orderId: intention.orderId, amountCents: 25_000, currency: 'EGP' }, new Date())).toEqual({ register: false, refusal: 'not-successful' });
    expect(returnUrl.searchParams.get('success')).toBe('false');
  });

  it('refuses a callback whose amount was altered in transit, and one for another order', async () => {
    const intention = await client().createIntention(purchase('site-b/cart-3'));
    await payAtCheckout(intention.checkoutUrl, PAYMOB_TEST_CARD);
    const { body, hmac } = lastCallback();
    const tampered = structuredClone(body) as { obj: { amount_cents: number } };
    tampered.obj.amount_cents = 100;
    expect(verifyProcessedCallback(tampered, hmac, HMAC_SECRET)).toEqual({ verified: false, refusal: 'bad-hmac' });
    // A genuine callback paid for one order cannot pay for another (bound to a different Paymob order id).
    const other = await client().createIntention(purchase('site-a/cart-4'));
    expect(paymentDecision(verifyProcessedCallback(body, hmac, HMAC_SECRET), { orderId: other.orderId, amountCents: 25_000, currency: 'EGP' }, new Date())).toEqual({
      register: false,
      refusal: 'wrong-order',
    });
  });

  it('refunds a paid transaction; the refund notification never registers as a payment', async () => {
    const intention = await client().createIntention(purchase('site-a/cart-5'));
    await payAtCheckout(intention.checkoutUrl, PAYMOB_TEST_CARD);
    const paid = verifyProcessedCallback(lastCallback().body, lastCallback().hmac, HMAC_SECRET);
    if (!paid.verified) throw new Error(`payment callback not verified: ${paid.refusal}`);

    const refund = await client().refundTransaction(paid.transaction.id, 25_000);
    expect(refund).toMatchObject({ success: true, amountCents: 25_000, orderId: intention.orderId, hasParentTransaction: true });
    expect(await client().retrieveTransaction(paid.transaction.id)).toMatchObject({ id: paid.transaction.id, isRefunded: true });

    const refundCallback = verifyProcessedCallback(lastCallback().body, lastCallback().hmac, HMAC_SECRET);
    expect(refundCallback).toMatchObject({ verified: true, transaction: { id: refund.id } });
    expect(paymentDecision(refundCallback, { orderId: intention.orderId, amountCents: 25_000, currency: 'EGP' }, new Date())).toEqual({ register: false, refusal: 'not-a-payment' });

    await expect(client().refundTransaction(paid.transaction.id, 1)).rejects.toThrow('Paymob replied 400: Refund amount exceeds the transaction amount.');
  });

  it('refuses a wrong secret key on every call, and an integration id the account does not have', async () => {
    const wrongKey = createPaymobClient({ ...parsePaymobSettings(stub.env)!, secretKey: 'egy_sk_test_wrong' });
    await expect(wrongKey.createIntention(purchase('site-a/cart-6'))).rejects.toEqual(new PaymobRequestError(401, 'Invalid token.'));
    await expect(wrongKey.refundTransaction(1, 100)).rejects.toEqual(new PaymobRequestError(401, 'Invalid token.'));
    await expect(wrongKey.retrieveTransaction(1)).rejects.toEqual(new PaymobRequestError(401, 'Invalid token.'));

    const wrongIntegration = createPaymobClient({ ...parsePaymobSettings(stub.env)!, integrationIds: [1] });
    await expect(wrongIntegration.createIntention(purchase('site-a/cart-7'))).rejects.toMatchObject({ status: 404, detail: expect.stringMatching(/^Integration ID\/Name does not exist/) });
  });

  it('serves the checkout page only for a known intention with the account\'s public key', async () => {
    const intention = await client().createIntention(purchase('site-a/cart-8'));
    const wrongPublicKey = new URL(intention.checkoutUrl);
    wrongPublicKey.searchParams.set('publicKey', 'egy_pk_test_other');
    expect((await fetch(wrongPublicKey)).status).toBe(404);
    expect((await fetch(`${stub.apiUrl}/unifiedcheckout/?publicKey=egy_pk_test_stub&clientSecret=egy_csk_test_unknown`)).status).toBe(404);
  });

  it('lets a person pay on the hosted page in Chromium: labelled fields, no axe violations, back at the site afterwards', async () => {
    const intention = await client().createIntention({ ...purchase('site-a/cart-9'), redirectionUrl: `${receiverUrl}/checkout/return` });
    const browser = await launchChromium();
    try {
      const page = await (await newContext(browser, { locale: 'ar-EG' })).newPage();
      await page.goto(intention.checkoutUrl);
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
      await page.getByLabel('Card number').fill(PAYMOB_TEST_CARD);
      await page.getByLabel('Name on card').fill('منى عادل');
      await page.getByLabel('Expiry (MM/YY)').fill('12/30');
      await page.getByLabel('CVV').fill('123');
      await page.getByRole('button', { name: 'Pay 250.00 EGP' }).click();
      await page.waitForURL(`${receiverUrl}/checkout/return?**`);
      const verification = verifyRedirection(new URL(page.url()).searchParams, HMAC_SECRET);
      expect(paymentDecision(verification, { orderId: intention.orderId, amountCents: 25_000, currency: 'EGP' }, new Date())).toMatchObject({ register: true });
    } finally {
      await browser.close();
    }
  }, 60_000);

  it('lets a person tick "Save my card" in Chromium: the signed card token callback names the card and the order', async () => {
    const intention = await client().createIntention({ ...purchase('site-a/cart-10'), redirectionUrl: `${receiverUrl}/checkout/return` });
    const browser = await launchChromium();
    try {
      const page = await (await newContext(browser, { locale: 'ar-EG' })).newPage();
      await page.goto(intention.checkoutUrl);
      await page.getByLabel('Card number').fill(PAYMOB_TEST_CARD);
      await page.getByLabel('Name on card').fill('منى عادل');
      await page.getByLabel('Expiry (MM/YY)').fill('12/30');
      await page.getByLabel('CVV').fill('123');
      await page.getByRole('checkbox', { name: 'Save my card for future payments' }).check();
      await page.getByRole('button', { name: 'Pay 250.00 EGP' }).click();
      await page.waitForURL(`${receiverUrl}/checkout/return?**`);
    } finally {
      await browser.close();
    }
    const [payment, token] = received.slice(-2);
    expect(verifyProcessedCallback(payment!.body, payment!.url.searchParams.get('hmac'), HMAC_SECRET)).toMatchObject({ verified: true, transaction: { orderId: intention.orderId, success: true } });
    expect(verifyCardTokenCallback(token!.body, token!.url.searchParams.get('hmac'), HMAC_SECRET)).toEqual({
      verified: true,
      card: { token: stub.tokens().at(-1)!.token, maskedPan: 'xxxx-xxxx-xxxx-8769', orderId: intention.orderId, email: 'mona@example.com' },
    });
  }, 60_000);
});

describe('Saved cards against the loopback Paymob: the card token callback, then charges with no one present', () => {
  /** Pays an intention on the hosted page with "Save my card" ticked; answers the verified saved card. */
  async function saveCard(reference: string, cardNumber = PAYMOB_TEST_CARD) {
    const intention = await client().createIntention(purchase(reference));
    const before = received.length;
    await payAtCheckout(intention.checkoutUrl, cardNumber, { saveCard: true });
    return { intention, callbacks: received.slice(before) };
  }

  const charge = (reference: string): CreateIntentionInput => ({ ...purchase(reference), redirectionUrl: undefined, integration: 'moto' });

  it('saves the card only when the payer ticks the box and the payment goes through', async () => {
    const saved = await saveCard('site-a/invoice-1');
    expect(saved.callbacks.map((callback) => (callback.body as { type: string }).type)).toEqual(['TRANSACTION', 'TOKEN']);
    const token = saved.callbacks[1]!;
    expect(token.body).toEqual({
      type: 'TOKEN',
      obj: {
        id: expect.any(Number),
        token: expect.stringMatching(/^[0-9a-f]{56}$/),
        masked_pan: 'xxxx-xxxx-xxxx-8769',
        merchant_id: 302852,
        card_subtype: 'Visa',
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}$/),
        email: 'mona@example.com',
        order_id: String(saved.intention.orderId),
        user_added: false,
      },
    });
    expect(verifyCardTokenCallback(token.body, token.url.searchParams.get('hmac'), HMAC_SECRET)).toMatchObject({ verified: true, card: { orderId: saved.intention.orderId } });
    // A transaction's HMAC is not a card token's, nor the other way round.
    expect(verifyCardTokenCallback(token.body, stub.sign((token.body as { obj: Record<string, unknown> }).obj), HMAC_SECRET)).toEqual({ verified: false, refusal: 'bad-hmac' });

    const tokens = stub.tokens().length;
    expect((await saveCard('site-a/invoice-2', '4111 1111 1111 1111')).callbacks.map((callback) => (callback.body as { type: string }).type)).toEqual(['TRANSACTION']);
    const intention = await client().createIntention(purchase('site-a/invoice-3'));
    await payAtCheckout(intention.checkoutUrl, PAYMOB_TEST_CARD);
    expect(stub.tokens()).toHaveLength(tokens);
  });

  it('charges a saved card through a MOTO intention: the reply and the signed callback are the same successful transaction', async () => {
    const card = stub.tokens().at(-1)!;
    const intention = await client().createIntention(charge('site-a/renewal-1'));
    expect(stub.intentions().at(-1)).toMatchObject({ amount: 25_000, payment_methods: [4097560], notification_url: `${receiverUrl}/api/payments/paymob/callback` });
    expect(stub.intentions().at(-1)).not.toHaveProperty('redirection_url');
    expect(intention.paymentKey).toMatch(/^[0-9a-f]{48}$/);
    // No one is there to pay on the hosted page.
    expect((await fetch(intention.checkoutUrl)).status).toBe(404);

    const paid = await client().payWithSavedCard(intention.paymentKey!, card.token);
    expect(paid).toMatchObject({ orderId: intention.orderId, amountCents: 25_000, currency: 'EGP', success: true, pending: false, hasParentTransaction: false });
    expect(paymentDecision({ verified: true, transaction: paid }, { orderId: intention.orderId, amountCents: 25_000, currency: 'EGP' }, new Date())).toMatchObject({ register: true });
    expect(verifyProcessedCallback(lastCallback().body, lastCallback().hmac, HMAC_SECRET)).toEqual({ verified: true, transaction: paid });
    expect(await client().retrieveTransaction(paid.id)).toEqual(paid);
    await expect(client().payWithSavedCard(intention.paymentKey!, card.token)).rejects.toEqual(new PaymobRequestError(409, 'This intention has already been paid.'));
  });

  it('declines a charge when the issuer does (declineNextCharge), once; the callback says so too', async () => {
    const card = stub.tokens().at(-1)!;
    stub.declineNextCharge();
    const declined = await client().createIntention(charge('site-a/renewal-2'));
    const transaction = await client().payWithSavedCard(declined.paymentKey!, card.token);
    expect(transaction).toMatchObject({ orderId: declined.orderId, success: false });
    expect(paymentDecision(verifyProcessedCallback(lastCallback().body, lastCallback().hmac, HMAC_SECRET), { orderId: declined.orderId, amountCents: 25_000, currency: 'EGP' }, new Date())).toEqual({
      register: false,
      refusal: 'not-successful',
    });
    // Declined, the intention can still be paid; the next charge is not declined.
    expect(await client().payWithSavedCard(declined.paymentKey!, card.token)).toMatchObject({ success: true });
  });

  it('refuses an unknown card token, an unknown payment key, and a key of a hosted-page intention', async () => {
    const card = stub.tokens().at(-1)!;
    const intention = await client().createIntention(charge('site-a/renewal-3'));
    await expect(client().payWithSavedCard(intention.paymentKey!, 'f'.repeat(56))).rejects.toEqual(new PaymobRequestError(404, 'Card token not found.'));
    await expect(client().payWithSavedCard('0'.repeat(48), card.token)).rejects.toEqual(new PaymobRequestError(401, 'Invalid payment token.'));
    const hosted = await client().createIntention(purchase('site-a/cart-11'));
    expect(hosted.paymentKey).toMatch(/^[0-9a-f]{48}$/);
    await expect(client().payWithSavedCard(hosted.paymentKey!, card.token)).rejects.toEqual(new PaymobRequestError(400, 'This payment token is not for a MOTO integration.'));
  });

  it('charges nothing without a MOTO integration configured', async () => {
    const withoutMoto = createPaymobClient({ ...parsePaymobSettings(stub.env)!, motoIntegrationId: null });
    expect(withoutMoto.chargesSavedCards).toBe(false);
    expect(client().chargesSavedCards).toBe(true);
    const intentions = stub.intentions().length;
    await expect(withoutMoto.createIntention(charge('site-a/renewal-4'))).rejects.toBeInstanceOf(SavedCardsUnavailableError);
    expect(stub.intentions()).toHaveLength(intentions);
  });

  it('reads the pay reply also as Paymob\'s older page shows it, wrapped like a callback', async () => {
    const obj = (stub.callbacks().find((callback) => callback.body.type === 'TRANSACTION')!.body as { obj: Record<string, unknown> }).obj;
    const wrapped = createPaymobClient(parsePaymobSettings(stub.env)!, async () => new Response(JSON.stringify({ type: 'TRANSACTION', obj }), { status: 200 }));
    expect(await wrapped.payWithSavedCard('key', 'token')).toMatchObject({ id: obj.id, orderId: (obj.order as { id: number }).id });
  });
});
