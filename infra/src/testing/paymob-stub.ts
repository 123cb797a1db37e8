import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetch as undiciFetch } from 'undici';
import { loopbackAgent } from './loopback-agent';

/** Callbacks go to tenant hosts such as acme.localhost, which Node cannot resolve by itself. */
const callbackAgent = loopbackAgent('resolve');

/**
 * A stand-in for Paymob on loopback, speaking the HTTP API the platform's production client
 * (commerce/src/modules/paymob/paymob-client.ts) uses: create an intention, refund, transaction
 * inquiry (same paths, `Authorization: Token <secret key>`, JSON shapes and `{ detail }` errors),
 * and the hosted unified checkout page. Paying there behaves like Paymob: the processed callback
 * is POSTed as JSON to the intention's notification_url with `?hmac=`, then the browser is
 * redirected to its redirection_url with the signed query string. The test card
 * 4987654321098769 succeeds; any other number is declined (success=false). Used by the tests
 * and by `pnpm start` when no PAYMOB_* variables are set. It signs with its own HMAC code, not
 * the platform's, so a wrong field order on either side fails the contract suite.
 *
 * Saved cards (issue #12): a successful payment with "Save my card for future payments" ticked
 * also POSTs the card token callback (`{ type: 'TOKEN', obj }`, signed) to the notification_url
 * before the redirect. An intention made with the MOTO integration id answers a payment key that
 * `POST /api/acceptance/payments/pay` charges a saved card with, no browser involved: the test
 * card's token is approved, any other card's declined; the processed callback follows as usual.
 */
export const PAYMOB_TEST_CARD = '4987654321098769';

export interface PaymobStubOptions {
  port?: number;
  hmacSecret: string;
  secretKey: string;
  publicKey: string;
  /** The integration ids the account has (the first is the card integration). */
  integrationIds?: number[];
  /** The account's MOTO integration, for charging saved cards (4097560 unless given; null: the account has none). */
  motoIntegrationId?: number | null;
}

export interface DeliveredCallback {
  url: string;
  body: PaymobTransactionCallback | PaymobCardTokenCallback;
  /** The receiver's HTTP status, or the network error's message. */
  outcome: number | string;
}

export interface PaymobTransactionCallback {
  type: 'TRANSACTION';
  obj: Record<string, unknown>;
}

export interface PaymobCardTokenCallback {
  type: 'TOKEN';
  obj: Record<string, unknown>;
}

/** A card token the double issued when a payer saved their card. */
export interface IssuedCardToken {
  token: string;
  maskedPan: string;
  /** The full test number it stands for (what decides whether a charge is approved). */
  cardNumber: string;
  email: string;
  /** The Paymob order (intention) the card was saved with. */
  orderId: number;
}

export interface PaymobStub {
  apiUrl: string;
  /** The PAYMOB_* variables pointing at this stub. */
  env: Record<string, string>;
  /** The intentions' request bodies, in order. */
  intentions(): Record<string, unknown>[];
  /** Every processed callback sent, in order, card token callbacks included. */
  callbacks(): DeliveredCallback[];
  /** The card tokens issued so far, in order. */
  tokens(): IssuedCardToken[];
  /** The next charge of a saved card is declined (success=false), whatever the card. */
  declineNextCharge(): void;
  /** `METHOD /path status` of every request answered, for a failing test's message. */
  requests: string[];
  /** Dates the transactions made from now on `ms` in the past (0 for now). */
  backdate(ms: number): void;
  /** The HMAC Paymob would send with this transaction object (to forge altered callbacks in tests). */
  sign(obj: Record<string, unknown>): string;
  /** The HMAC Paymob would send with this card token object. */
  signCardToken(obj: Record<string, unknown>): string;
  stop(): Promise<void>;
}

/** Paymob's documented HMAC field order for transaction callbacks. */
const HMAC_FIELDS = [
  'amount_cents', 'created_at', 'currency', 'error_occured', 'has_parent_transaction', 'id', 'integration_id', 'is_3d_secure', 'is_auth',
  'is_capture', 'is_refunded', 'is_standalone_payment', 'is_voided', 'order.id', 'owner', 'pending', 'source_data.pan', 'source_data.sub_type',
  'source_data.type', 'success',
];

/** Paymob's HMAC field order for card token callbacks (commerce/src/modules/paymob/README.md). */
const TOKEN_HMAC_FIELDS = ['card_subtype', 'created_at', 'email', 'id', 'masked_pan', 'merchant_id', 'order_id', 'token'];

/** The merchant (`owner` of transactions, `merchant_id` of card tokens). */
const MERCHANT_ID = 302852;

interface Intention {
  id: string;
  orderId: number;
  clientSecret: string;
  amount: number;
  currency: string;
  body: Record<string, unknown>;
  /** The integration ids it was made with (`payment_methods`). */
  methods: number[];
  paidBy?: number;
}

class PaymobHttpError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
  ) {
    super(detail);
  }
}

const htmlEscape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Paymob's timestamp format: microseconds, no offset (this stub writes UTC). */
const paymobTimestamp = (date: Date) => `${date.toISOString().slice(0, 23)}000`;

function flatten(value: unknown, prefix = '', into: Record<string, string> = {}): Record<string, string> {
  if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into[prefix] = value === null || value === undefined ? '' : String(value);
  }
  return into;
}

export async function startPaymobStub(options: PaymobStubOptions): Promise<PaymobStub> {
  const integrationIds = options.integrationIds ?? [4097558];
  const motoIntegrationId = options.motoIntegrationId === undefined ? 4097560 : options.motoIntegrationId;
  const intentions = new Map<string, Intention>();
  const transactions = new Map<number, { obj: Record<string, unknown>; notificationUrl: string }>();
  const intentionBodies: Record<string, unknown>[] = [];
  const delivered: DeliveredCallback[] = [];
  /** Payment keys (`payment_keys[].key`) → the intention and integration each pays. */
  const paymentKeys = new Map<string, { intention: Intention; integration: number }>();
  const cardTokens = new Map<string, IssuedCardToken>();
  let declineNextCharge = false;
  const requests: string[] = [];
  let nextId = 100_000 + Math.floor(Math.random() * 900_000);
  const newId = () => nextId++;
  /** How far in the past new transactions are dated (tests of the five-minute rule). */
  let backdateMs = 0;

  const signWith = (fields: string[]) => (obj: Record<string, unknown>) => {
    const flat = flatten(obj);
    return createHmac('sha512', options.hmacSecret).update(fields.map((field) => flat[field] ?? '').join('')).digest('hex');
  };
  const sign = signWith(HMAC_FIELDS);
  const signCardToken = signWith(TOKEN_HMAC_FIELDS);

  function authenticate(request: http.IncomingMessage): void {
    if (request.headers.authorization !== `Token ${options.secretKey}`) throw new PaymobHttpError(401, 'Invalid token.');
  }

  async function deliver(notificationUrl: string, obj: Record<string, unknown>, type: 'TRANSACTION' | 'TOKEN' = 'TRANSACTION'): Promise<void> {
    const url = new URL(notificationUrl);
    url.searchParams.set('hmac', type === 'TOKEN' ? signCardToken(obj) : sign(obj));
    const body = { type, obj };
    let outcome: number | string;
    try {
      const response = await undiciFetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body), signal: AbortSignal.timeout(10_000), dispatcher: callbackAgent });
      await response.arrayBuffer();
      outcome = response.status;
    } catch (error) {
      outcome = (error as Error).message;
    }
    delivered.push({ url: url.href, body, outcome });
  }

  function transaction(
    intention: Intention | undefined,
    fields: { amount: number; currency: string; orderId: number; success: boolean; pan: string; parent?: boolean; merchantInitiated?: boolean },
  ) {
    const id = newId();
    return {
      id,
      pending: false,
      amount_cents: fields.amount,
      success: fields.success,
      is_auth: false,
      is_capture: false,
      is_standalone_payment: !fields.parent,
      is_voided: false,
      is_refunded: false,
      is_refund: Boolean(fields.parent),
      is_void: false,
      // A saved card charged with no payer present is not 3-D Secure, and goes through the MOTO integration.
      is_3d_secure: !fields.parent && !fields.merchantInitiated,
      integration_id: fields.merchantInitiated && motoIntegrationId !== null ? motoIntegrationId : integrationIds[0]!,
      has_parent_transaction: Boolean(fields.parent),
      order: { id: fields.orderId, merchant_order_id: intention?.body.special_reference ?? null },
      created_at: paymobTimestamp(new Date(Date.now() - backdateMs)),
      currency: fields.currency,
      error_occured: false,
      owner: MERCHANT_ID,
      source_data: { pan: fields.pan, type: 'card', sub_type: 'Visa' },
      data: { message: fields.success ? 'Approved' : 'Do not honour' },
    };
  }

  function createIntention(body: Record<string, unknown>): Record<string, unknown> {
    const amount = body.amount;
    if (!Number.isInteger(amount) || (amount as number) <= 0) throw new PaymobHttpError(400, 'amount: A valid positive integer is required.');
    if (body.currency !== 'EGP') throw new PaymobHttpError(400, 'currency: Currency not supported for this merchant.');
    const methods = body.payment_methods;
    if (!Array.isArray(methods) || methods.length === 0 || methods.some((id) => !integrationIds.includes(id as number) && id !== motoIntegrationId)) {
      throw new PaymobHttpError(404, 'Integration ID/Name does not exist in our system . You can find the list of Integration ID’/Names from Merchant Dashboard under Developers → Payment Integrations Tab');
    }
    const items = Array.isArray(body.items) ? (body.items as { amount?: unknown; quantity?: unknown }[]) : [];
    const itemsTotal = items.reduce((sum, item) => sum + Number(item.amount) * Number(item.quantity), 0);
    if (items.length > 0 && itemsTotal !== amount) throw new PaymobHttpError(400, 'Items total amount is not equal to the intention amount.');
    // An intention paid only by charging a saved card (MOTO) has no payer to send anywhere.
    const motoOnly = methods.every((id) => id === motoIntegrationId);
    for (const field of motoOnly ? (['notification_url'] as const) : (['notification_url', 'redirection_url'] as const)) {
      if (typeof body[field] !== 'string' || !URL.canParse(body[field])) throw new PaymobHttpError(400, `${field}: Enter a valid URL.`);
    }
    const intention: Intention = {
      id: `pi_test_${randomBytes(16).toString('hex')}`,
      orderId: newId(),
      clientSecret: `egy_csk_test_${randomBytes(16).toString('hex')}`,
      amount: amount as number,
      currency: 'EGP',
      body,
      methods: methods as number[],
    };
    intentions.set(intention.clientSecret, intention);
    intentionBodies.push(body);
    const keys = intention.methods.map((integration) => ({ integration, key: randomBytes(24).toString('hex'), gateway_type: integration === motoIntegrationId ? 'MOTO' : 'MIGS' }));
    for (const { integration, key } of keys) paymentKeys.set(key, { intention, integration });
    return {
      id: intention.id,
      intention_order_id: intention.orderId,
      client_secret: intention.clientSecret,
      special_reference: body.special_reference ?? null,
      status: 'intended',
      confirmed: false,
      object: 'paymentintention',
      intention_detail: { amount: intention.amount, currency: intention.currency, items: body.items ?? [], billing_data: body.billing_data ?? {} },
      payment_keys: keys,
      created: paymobTimestamp(new Date()),
    };
  }

  async function refund(body: Record<string, unknown>): Promise<Record<string, unknown>> {
    const parent = transactions.get(Number(body.transaction_id));
    if (!parent) throw new PaymobHttpError(404, 'Not found.');
    const amount = body.amount_cents;
    const alreadyRefunded = Number(parent.obj.refunded_amount_cents ?? 0);
    if (!Number.isInteger(amount) || (amount as number) <= 0) throw new PaymobHttpError(400, 'amount_cents: A valid positive integer is required.');
    if (parent.obj.success !== true || parent.obj.is_refund === true) throw new PaymobHttpError(400, 'Transaction can not be refunded.');
    if (alreadyRefunded + (amount as number) > Number(parent.obj.amount_cents)) throw new PaymobHttpError(400, 'Refund amount exceeds the transaction amount.');
    Object.assign(parent.obj, { is_refunded: true, refunded_amount_cents: alreadyRefunded + (amount as number) });
    const order = parent.obj.order as { id: number };
    const refunded = transaction(undefined, { amount: amount as number, currency: String(parent.obj.currency), orderId: order.id, success: true, pan: String((parent.obj.source_data as { pan: string }).pan), parent: true });
    transactions.set(refunded.id, { obj: refunded, notificationUrl: parent.notificationUrl });
    // Paymob notifies a refund like any transaction.
    await deliver(parent.notificationUrl, refunded);
    return refunded;
  }

  function checkoutPage(intention: Intention, publicKey: string): string {
    const pounds = (intention.amount / 100).toFixed(2);
    return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Paymob checkout (test double)</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; padding-block: 2rem; padding-inline: 1rem; background: #f4f6fa; color: #1b1f29; }
  main { max-inline-size: 26rem; margin-inline: auto; background: #fff; border-radius: .5rem; padding: 1.5rem; }
  label { display: block; margin-block-start: 1rem; font-weight: 600; }
  input { box-sizing: border-box; inline-size: 100%; font: inherit; padding: .5rem; border: 1px solid #6b7280; border-radius: .25rem; }
  .row { display: flex; gap: 1rem; } .row > div { flex: 1; }
  button { margin-block-start: 1.5rem; inline-size: 100%; font: inherit; font-weight: 600; padding: .75rem; border: 0; border-radius: .25rem; background: #1646c8; color: #fff; cursor: pointer; }
  :focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
  .hint { font-size: .875rem; color: #4b5563; }
  .save { display: flex; align-items: center; gap: .5rem; margin-block-start: 1rem; }
  .save input { inline-size: 1.25rem; block-size: 1.25rem; margin: 0; }
  .save label { margin: 0; font-weight: 400; }
</style>
</head>
<body>
<main>
  <h1>Pay ${htmlEscape(pounds)} ${htmlEscape(intention.currency)}</h1>
  <p class="hint">Paymob test double: card <bdi>${PAYMOB_TEST_CARD}</bdi> is approved, any other number is declined.</p>
  <form method="post" action="/unifiedcheckout/pay">
    <input type="hidden" name="clientSecret" value="${htmlEscape(intention.clientSecret)}">
    <input type="hidden" name="publicKey" value="${htmlEscape(publicKey)}">
    <label for="card-number">Card number</label>
    <input id="card-number" name="card_number" dir="ltr" inputmode="numeric" autocomplete="cc-number" required pattern="[0-9 ]{12,23}">
    <label for="card-name">Name on card</label>
    <input id="card-name" name="card_name" dir="auto" autocomplete="cc-name" required>
    <div class="row">
      <div><label for="card-expiry">Expiry (MM/YY)</label><input id="card-expiry" name="expiry" dir="ltr" autocomplete="cc-exp" required pattern="[0-9]{2}/[0-9]{2}"></div>
      <div><label for="card-cvv">CVV</label><input id="card-cvv" name="cvv" dir="ltr" inputmode="numeric" autocomplete="cc-csc" required pattern="[0-9]{3,4}"></div>
    </div>
    <div class="save"><input type="checkbox" id="save-card" name="save_card"><label for="save-card">Save my card for future payments</label></div>
    <button type="submit">Pay ${htmlEscape(pounds)} ${htmlEscape(intention.currency)}</button>
  </form>
</main>
</body>
</html>`;
  }

  /** An intention the hosted page takes: made with a card integration, not only the MOTO one. */
  function payableOnPage(clientSecret: string | null, publicKey: string | null): Intention {
    const intention = intentions.get(clientSecret ?? '');
    if (!intention || publicKey !== options.publicKey || !intention.methods.some((id) => integrationIds.includes(id))) throw new PaymobHttpError(404, 'Not found.');
    return intention;
  }

  async function pay(form: URLSearchParams): Promise<string> {
    const intention = payableOnPage(form.get('clientSecret'), form.get('publicKey'));
    if (intention.paidBy !== undefined) throw new PaymobHttpError(409, 'This intention has already been paid.');
    const cardNumber = (form.get('card_number') ?? '').replace(/\s+/g, '');
    const success = cardNumber === PAYMOB_TEST_CARD;
    const obj = transaction(intention, { amount: intention.amount, currency: intention.currency, orderId: intention.orderId, success, pan: cardNumber.slice(-4) });
    const notificationUrl = String(intention.body.notification_url);
    transactions.set(obj.id, { obj, notificationUrl });
    if (success) intention.paidBy = obj.id;
    await deliver(notificationUrl, obj);
    // Paymob saves a card only with a payment that went through.
    if (success && form.get('save_card') === 'on') await deliver(notificationUrl, saveCard(intention, cardNumber), 'TOKEN');
    const redirect = new URL(String(intention.body.redirection_url));
    const flat = flatten({ ...obj, order: obj.order.id, merchant_order_id: obj.order.merchant_order_id });
    for (const [key, value] of Object.entries(flat)) redirect.searchParams.set(key, value);
    redirect.searchParams.set('hmac', sign(obj));
    return redirect.href;
  }

  /** Issues a card token for the card a payer saved; answers the token callback's `obj`. */
  function saveCard(intention: Intention, cardNumber: string): Record<string, unknown> {
    const billing = (intention.body.billing_data ?? {}) as { email?: unknown };
    const card: IssuedCardToken = {
      token: randomBytes(28).toString('hex'),
      maskedPan: `xxxx-xxxx-xxxx-${cardNumber.slice(-4)}`,
      cardNumber,
      email: typeof billing.email === 'string' ? billing.email : '',
      orderId: intention.orderId,
    };
    cardTokens.set(card.token, card);
    return {
      id: newId(),
      token: card.token,
      masked_pan: card.maskedPan,
      merchant_id: MERCHANT_ID,
      card_subtype: 'Visa',
      created_at: paymobTimestamp(new Date()),
      email: card.email,
      // A string in Paymob's sample, unlike a transaction's order id.
      order_id: String(intention.orderId),
      user_added: false,
    };
  }

  /**
   * The pay request (MIT): charges a saved card for the intention of a MOTO payment key. The reply
   * is the transaction; the processed callback is sent as for any payment.
   */
  async function chargeSavedCard(body: Record<string, unknown>): Promise<Record<string, unknown>> {
    const source = (body.source ?? {}) as { identifier?: unknown; subtype?: unknown };
    if (source.subtype !== 'TOKEN') throw new PaymobHttpError(400, 'source.subtype: "TOKEN" is required to pay with a saved card.');
    const paying = paymentKeys.get(String(body.payment_token ?? ''));
    if (!paying) throw new PaymobHttpError(401, 'Invalid payment token.');
    if (paying.integration !== motoIntegrationId) throw new PaymobHttpError(400, 'This payment token is not for a MOTO integration.');
    const card = cardTokens.get(String(source.identifier ?? ''));
    if (!card) throw new PaymobHttpError(404, 'Card token not found.');
    const { intention } = paying;
    if (intention.paidBy !== undefined) throw new PaymobHttpError(409, 'This intention has already been paid.');
    const success = card.cardNumber === PAYMOB_TEST_CARD && !declineNextCharge;
    declineNextCharge = false;
    const obj = transaction(intention, { amount: intention.amount, currency: intention.currency, orderId: intention.orderId, success, pan: card.cardNumber.slice(-4), merchantInitiated: true });
    const notificationUrl = String(intention.body.notification_url);
    transactions.set(obj.id, { obj, notificationUrl });
    if (success) intention.paidBy = obj.id;
    await deliver(notificationUrl, obj);
    return obj;
  }

  async function readBody(request: http.IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }

  async function readJson(request: http.IncomingMessage): Promise<Record<string, unknown>> {
    try {
      const body = JSON.parse(await readBody(request)) as unknown;
      if (body !== null && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>;
    } catch {
      // Answered below like Paymob's parser does.
    }
    throw new PaymobHttpError(400, 'JSON parse error.');
  }

  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const route = `${request.method} ${url.pathname}`;
    const reply = (status: number, type: string, body: string, headers: Record<string, string> = {}) => {
      requests.push(`${route} ${status}`);
      response.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store', ...headers }).end(body);
    };
    const json = (status: number, body: unknown) => reply(status, 'application/json', JSON.stringify(body));
    const transactionMatch = /^\/api\/acceptance\/transactions\/(\d+)$/.exec(url.pathname);
    try {
      if (route === 'POST /v1/intention/') {
        authenticate(request);
        json(201, createIntention(await readJson(request)));
      } else if (route === 'POST /api/acceptance/void_refund/refund') {
        authenticate(request);
        json(200, await refund(await readJson(request)));
      } else if (request.method === 'GET' && transactionMatch) {
        authenticate(request);
        const found = transactions.get(Number(transactionMatch[1]));
        if (!found) throw new PaymobHttpError(404, 'Not found.');
        json(200, found.obj);
      } else if (route === 'POST /api/acceptance/payments/pay') {
        // Authorised by the payment key, which only the intention's creator (with the secret key) has.
        json(200, await chargeSavedCard(await readJson(request)));
      } else if (route === 'GET /unifiedcheckout/') {
        const publicKey = url.searchParams.get('publicKey') ?? '';
        const intention = payableOnPage(url.searchParams.get('clientSecret'), publicKey);
        reply(200, 'text/html; charset=utf-8', checkoutPage(intention, publicKey), {
          'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
        });
      } else if (route === 'POST /unifiedcheckout/pay') {
        reply(302, 'text/plain', '', { Location: await pay(new URLSearchParams(await readBody(request))) });
      } else {
        throw new PaymobHttpError(404, 'Not found.');
      }
    } catch (error) {
      if (error instanceof PaymobHttpError) json(error.status, { detail: error.detail });
      else json(500, { detail: (error as Error).message });
    }
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    apiUrl,
    backdate: (ms) => {
      backdateMs = ms;
    },
    sign,
    signCardToken,
    env: {
      PAYMOB_SECRET_KEY: options.secretKey,
      PAYMOB_PUBLIC_KEY: options.publicKey,
      PAYMOB_HMAC_SECRET: options.hmacSecret,
      PAYMOB_INTEGRATION_IDS: integrationIds.join(','),
      PAYMOB_API_URL: apiUrl,
      ...(motoIntegrationId === null ? {} : { PAYMOB_MOTO_INTEGRATION_ID: String(motoIntegrationId) }),
    },
    intentions: () => [...intentionBodies],
    callbacks: () => [...delivered],
    tokens: () => [...cardTokens.values()],
    declineNextCharge: () => {
      declineNextCharge = true;
    },
    requests,
    stop: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
