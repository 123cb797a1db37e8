import { z } from 'zod';
import { type PaymobTransaction, transactionFromApi } from './callback-hmac';
import type { PaymobSettings } from './paymob-settings';

/**
 * The production client of Paymob's Intention API (unified checkout), the part a Medusa payment
 * provider wraps: create an intention, refund a transaction, read a transaction, charge a saved
 * card (merchant-initiated, through the MOTO integration). The endpoints and fields it relies on
 * are listed in this folder's README.md; the contract suite runs it against the loopback test
 * double (infra/src/testing/paymob-stub.ts).
 */
export interface PaymobItem {
  name: string;
  /** Piastres per unit. */
  amountCents: number;
  quantity: number;
  description?: string;
}

export interface PaymobBillingData {
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
}

export interface CreateIntentionInput {
  /** The total in piastres (1 EGP = 100); must equal the items' total. */
  amountCents: number;
  items: PaymobItem[];
  billingData: PaymobBillingData;
  /** Our reference, shown in Paymob's dashboard; unsigned in callbacks, so never used to find the order. */
  specialReference: string;
  /** Where Paymob POSTs the processed callback. */
  notificationUrl: string;
  /** Where Paymob sends the payer's browser afterwards, with the signed query string; a charge of a saved card has no browser. */
  redirectionUrl?: string;
  /**
   * `checkout` (the default): the payer pays on the hosted page with the account's integrations.
   * `moto`: a saved card is charged with no payer present, through the MOTO integration only.
   */
  integration?: 'checkout' | 'moto';
}

export interface PaymobIntention {
  id: string;
  /** Paymob's order id, signed in every callback as `order.id`: bind it to our order now. */
  orderId: number;
  clientSecret: string;
  /** The hosted unified checkout page to send the payer to. */
  checkoutUrl: string;
  /** The payment key (`payment_keys[].key`) of the first integration asked for: what a saved card is charged with. */
  paymentKey: string | null;
}

export interface PaymobClient {
  createIntention(input: CreateIntentionInput): Promise<PaymobIntention>;
  /** Refunds `amountCents` of a paid transaction; resolves with the refund transaction. */
  refundTransaction(transactionId: number, amountCents: number): Promise<PaymobTransaction>;
  /** Reads a transaction from Paymob (for a return URL that carries only its id). */
  retrieveTransaction(transactionId: number): Promise<PaymobTransaction>;
  /** Whether saved cards can be charged: the account's MOTO integration is configured. */
  readonly chargesSavedCards: boolean;
  /**
   * Charges a saved card (`cardToken`, from a card token callback) for the intention whose MOTO
   * `paymentKey` this is; resolves with the transaction, declined or not (`success`).
   */
  payWithSavedCard(paymentKey: string, cardToken: string): Promise<PaymobTransaction>;
}

/** A saved card was to be charged, but no MOTO integration is configured (PAYMOB_MOTO_INTEGRATION_ID). */
export class SavedCardsUnavailableError extends Error {
  constructor() {
    super('Saved cards cannot be charged: PAYMOB_MOTO_INTEGRATION_ID is not set.');
    this.name = 'SavedCardsUnavailableError';
  }
}

/** Paymob answered with an error status, or with a body that is not what the docs describe. */
export class PaymobRequestError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
  ) {
    super(`Paymob replied ${status}: ${detail}`);
    this.name = 'PaymobRequestError';
  }
}

const ZIntentionReply = z.object({
  id: z.string().min(1),
  intention_order_id: z.number().int().positive(),
  client_secret: z.string().min(1),
  payment_keys: z.array(z.object({ integration: z.number().int(), key: z.string().min(1) })).optional(),
});

/**
 * The pay request's reply is the transaction; Paymob's older page shows it wrapped like a
 * callback (`{ type: 'TRANSACTION', obj }`): either is read.
 */
function unwrapTransaction(reply: unknown): unknown {
  const wrapped = reply as { type?: unknown; obj?: unknown } | null;
  return wrapped && typeof wrapped === 'object' && wrapped.type === 'TRANSACTION' && wrapped.obj ? wrapped.obj : reply;
}

/** Paymob's error bodies carry `detail` (DRF style) or `message`; anything else is shown raw. */
function errorDetail(text: string): string {
  try {
    const body = JSON.parse(text) as { detail?: unknown; message?: unknown };
    const detail = body.detail ?? body.message;
    if (typeof detail === 'string') return detail;
  } catch {
    // Not JSON: fall through to the raw text.
  }
  return text.slice(0, 500);
}

export function createPaymobClient(settings: PaymobSettings, fetchImpl: typeof fetch = fetch): PaymobClient {
  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    const response = await fetchImpl(`${settings.apiUrl}${path}`, {
      method,
      headers: {
        Authorization: `Token ${settings.secretKey}`,
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      // A payment call that hangs must not hold a checkout request forever.
      signal: AbortSignal.timeout(15_000),
    });
    const text = await response.text();
    if (!response.ok) throw new PaymobRequestError(response.status, errorDetail(text));
    try {
      return JSON.parse(text);
    } catch {
      throw new PaymobRequestError(response.status, `not JSON: ${text.slice(0, 200)}`);
    }
  }

  function transactionOf(status: number, reply: unknown): PaymobTransaction {
    const transaction = transactionFromApi(reply);
    if (!transaction) throw new PaymobRequestError(status, 'the transaction in the reply lacks documented fields');
    return transaction;
  }

  return {
    async createIntention(input) {
      const moto = input.integration === 'moto';
      if (moto && settings.motoIntegrationId === null) throw new SavedCardsUnavailableError();
      const paymentMethods = moto ? [settings.motoIntegrationId!] : settings.integrationIds;
      const reply = ZIntentionReply.safeParse(
        await call('POST', '/v1/intention/', {
          amount: input.amountCents,
          currency: 'EGP',
          payment_methods: paymentMethods,
          items: input.items.map((item) => ({ name: item.name, amount: item.amountCents, quantity: item.quantity, description: item.description ?? item.name })),
          billing_data: input.billingData,
          special_reference: input.specialReference,
          notification_url: input.notificationUrl,
          ...(input.redirectionUrl ? { redirection_url: input.redirectionUrl } : {}),
        }),
      );
      if (!reply.success) throw new PaymobRequestError(200, `unexpected intention reply: ${reply.error.message}`);
      const keys = reply.data.payment_keys ?? [];
      const paymentKey = (keys.find((key) => key.integration === paymentMethods[0]) ?? keys[0])?.key ?? null;
      if (moto && !paymentKey) throw new PaymobRequestError(200, 'the intention reply has no payment key for the MOTO integration');
      const checkoutUrl = new URL(`${settings.apiUrl}/unifiedcheckout/`);
      checkoutUrl.searchParams.set('publicKey', settings.publicKey);
      checkoutUrl.searchParams.set('clientSecret', reply.data.client_secret);
      return { id: reply.data.id, orderId: reply.data.intention_order_id, clientSecret: reply.data.client_secret, checkoutUrl: checkoutUrl.href, paymentKey };
    },

    async refundTransaction(transactionId, amountCents) {
      return transactionOf(200, await call('POST', '/api/acceptance/void_refund/refund', { transaction_id: transactionId, amount_cents: amountCents }));
    },

    async retrieveTransaction(transactionId) {
      return transactionOf(200, await call('GET', `/api/acceptance/transactions/${encodeURIComponent(String(transactionId))}`));
    },

    chargesSavedCards: settings.motoIntegrationId !== null,

    async payWithSavedCard(paymentKey, cardToken) {
      const reply = await call('POST', '/api/acceptance/payments/pay', { source: { identifier: cardToken, subtype: 'TOKEN' }, payment_token: paymentKey });
      return transactionOf(200, unwrapTransaction(reply));
    },
  };
}
