import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type IssuedCardToken, openPaymobAccount } from './paymob-stub-account';
import type { DeliveredCallback } from './paymob-stub-callbacks';
import { CHECKOUT_PAGE_CSP, checkoutPage, pay, payableOnPage } from './paymob-stub-checkout-page';
import { authenticate, PaymobHttpError, readBody, readJson } from './paymob-stub-http';
import { createIntention } from './paymob-stub-intentions';
import { refund } from './paymob-stub-refunds';
import { chargeSavedCard } from './paymob-stub-saved-cards';

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
 *
 * This file is the server and its routes; each part of the API is in a module beside it:
 * paymob-stub-intentions (intention API), paymob-stub-checkout-page (hosted page and its form),
 * paymob-stub-saved-cards (card tokens, MIT pay), paymob-stub-refunds, paymob-stub-transactions
 * (transaction objects, paying an intention), paymob-stub-callbacks (sending them),
 * paymob-stub-signing (HMACs), paymob-stub-account (the double's state), paymob-stub-http.
 */
export { PAYMOB_TEST_CARD } from './paymob-stub-account';
export type { IssuedCardToken } from './paymob-stub-account';
export type { DeliveredCallback, PaymobCardTokenCallback, PaymobTransactionCallback } from './paymob-stub-callbacks';

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
  /** How much of a payment (by its transaction id) has been refunded so far, in cents (piastres). */
  refundedCents(transactionId: number): number;
  /** Dates the transactions made from now on `ms` in the past (0 for now). */
  backdate(ms: number): void;
  /** The HMAC Paymob would send with this transaction object (to forge altered callbacks in tests). */
  sign(obj: Record<string, unknown>): string;
  /** The HMAC Paymob would send with this card token object. */
  signCardToken(obj: Record<string, unknown>): string;
  stop(): Promise<void>;
}

export async function startPaymobStub(options: PaymobStubOptions): Promise<PaymobStub> {
  const account = openPaymobAccount({
    hmacSecret: options.hmacSecret,
    publicKey: options.publicKey,
    integrationIds: options.integrationIds ?? [4097558],
    motoIntegrationId: options.motoIntegrationId === undefined ? 4097560 : options.motoIntegrationId,
  });
  const { integrationIds, motoIntegrationId } = account;
  const requests: string[] = [];

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
        authenticate(request, options.secretKey);
        json(201, createIntention(account, await readJson(request)));
      } else if (route === 'POST /api/acceptance/void_refund/refund') {
        authenticate(request, options.secretKey);
        json(200, await refund(account, await readJson(request)));
      } else if (request.method === 'GET' && transactionMatch) {
        authenticate(request, options.secretKey);
        const found = account.transactions.get(Number(transactionMatch[1]));
        if (!found) throw new PaymobHttpError(404, 'Not found.');
        json(200, found.obj);
      } else if (route === 'POST /api/acceptance/payments/pay') {
        // Authorised by the payment key, which only the intention's creator (with the secret key) has.
        json(200, await chargeSavedCard(account, await readJson(request)));
      } else if (route === 'GET /unifiedcheckout/') {
        const publicKey = url.searchParams.get('publicKey') ?? '';
        const intention = payableOnPage(account, url.searchParams.get('clientSecret'), publicKey);
        reply(200, 'text/html; charset=utf-8', checkoutPage(intention, publicKey), { 'Content-Security-Policy': CHECKOUT_PAGE_CSP });
      } else if (route === 'POST /unifiedcheckout/pay') {
        reply(302, 'text/plain', '', { Location: await pay(account, new URLSearchParams(await readBody(request))) });
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
      account.backdateMs = ms;
    },
    sign: account.sign,
    signCardToken: account.signCardToken,
    env: {
      PAYMOB_SECRET_KEY: options.secretKey,
      PAYMOB_PUBLIC_KEY: options.publicKey,
      PAYMOB_HMAC_SECRET: options.hmacSecret,
      PAYMOB_INTEGRATION_IDS: integrationIds.join(','),
      PAYMOB_API_URL: apiUrl,
      ...(motoIntegrationId === null ? {} : { PAYMOB_MOTO_INTEGRATION_ID: String(motoIntegrationId) }),
    },
    intentions: () => [...account.intentionBodies],
    callbacks: () => [...account.delivered],
    tokens: () => [...account.cardTokens.values()],
    declineNextCharge: () => {
      account.declineNextCharge = true;
    },
    requests,
    refundedCents: (transactionId) => Number(account.transactions.get(transactionId)?.obj.refunded_amount_cents ?? 0),
    stop: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
