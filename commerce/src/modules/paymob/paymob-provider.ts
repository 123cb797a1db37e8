import { AbstractPaymentProvider, MathBN, MedusaError, PaymentSessionStatus } from '@medusajs/framework/utils';
import type {
  AuthorizePaymentInput,
  BigNumberInput,
  AuthorizePaymentOutput,
  CancelPaymentInput,
  CancelPaymentOutput,
  CapturePaymentInput,
  CapturePaymentOutput,
  DeletePaymentInput,
  DeletePaymentOutput,
  GetPaymentStatusInput,
  GetPaymentStatusOutput,
  InitiatePaymentInput,
  InitiatePaymentOutput,
  ProviderWebhookPayload,
  RefundPaymentInput,
  RefundPaymentOutput,
  RetrievePaymentInput,
  RetrievePaymentOutput,
  UpdatePaymentInput,
  UpdatePaymentOutput,
  WebhookActionResult,
} from '@medusajs/framework/types';
import { createPaymobClient, type PaymobClient } from './paymob-client';
import { commerceServiceEnv } from '../../env';

/** What a Paymob payment session keeps (Medusa stores it as the session's `data`). */
export interface PaymobSessionData extends Record<string, unknown> {
  /** Paymob's order id, signed in every callback as `order.id`: the only link we trust. */
  paymob_order_id: number;
  amount_cents: number;
  currency: 'EGP';
  /** The hosted page the payer pays on; none when a saved card is charged. */
  checkout_url?: string;
  /**
   * For a charge of a saved card (MOTO intention): the payment key the pay request uses. It pays
   * only this intention, and only with a card token of this merchant.
   */
  payment_key?: string;
  /** Set once a verified transaction paid for this session. */
  transaction_id?: number;
  refunded_cents?: number;
}

/** Medusa keeps EGP in pounds; Paymob counts piastres. */
export const centsOf = (amount: BigNumberInput): number => Math.round(MathBN.convert(amount).toNumber() * 100);

/**
 * Paymob's Intention API (unified checkout) as a Medusa payment provider. A session is an
 * intention; the payer pays on Paymob's hosted page. Whether a transaction pays for a session is
 * decided before the cart is completed (src/lib/paymob-payments.ts, from the signed callback or
 * Paymob's own record of the transaction); authorizing here re-reads the transaction from Paymob
 * and accepts it only if it is that session's successful payment in full.
 */
export class PaymobProviderService extends AbstractPaymentProvider<Record<string, never>> {
  static override identifier = 'paymob';
  private client: PaymobClient | undefined;

  constructor(container: Record<string, unknown>, options: Record<string, never>) {
    super(container, options);
  }

  /**
   * The Paymob client with the platform's keys, made on first use: commands that only load the
   * modules (migrations) need no keys, while a payment without them fails loudly.
   */
  get paymob(): PaymobClient {
    if (!this.client) {
      const settings = commerceServiceEnv().paymob;
      if (!settings) throw new Error('Paymob is not configured: set PAYMOB_SECRET_KEY, PAYMOB_PUBLIC_KEY, PAYMOB_HMAC_SECRET, PAYMOB_INTEGRATION_IDS and PAYMOB_API_URL.');
      this.client = createPaymobClient(settings);
    }
    return this.client;
  }

  async initiatePayment({ amount, currency_code, data }: InitiatePaymentInput): Promise<InitiatePaymentOutput> {
    if (currency_code.toLowerCase() !== 'egp') throw new MedusaError(MedusaError.Types.INVALID_DATA, 'Paymob takes Egyptian pounds only.');
    const input = (data ?? {}) as { notification_url?: string; redirection_url?: string; email?: string; reference?: string; description?: string; saved_card?: boolean };
    // A saved card is charged with no payer present (MOTO): there is no page to return from.
    const savedCard = input.saved_card === true;
    if (!input.notification_url || (!savedCard && !input.redirection_url) || !input.email) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, 'A Paymob session needs notification_url, redirection_url (unless a saved card is charged) and email.');
    }
    const amountCents = centsOf(amount);
    const intention = await this.paymob.createIntention({
      amountCents,
      items: [{ name: input.description ?? 'Courses', amountCents, quantity: 1 }],
      // Paymob requires billing data; the platform has only the buyer's email to give.
      billingData: { first_name: 'NA', last_name: 'NA', email: input.email, phone_number: 'NA' },
      specialReference: input.reference ?? `halaqa-${Date.now()}`,
      notificationUrl: input.notification_url,
      ...(savedCard ? { integration: 'moto' as const } : { redirectionUrl: input.redirection_url }),
    });
    const session: PaymobSessionData = {
      paymob_order_id: intention.orderId,
      amount_cents: amountCents,
      currency: 'EGP',
      ...(savedCard ? { payment_key: intention.paymentKey! } : { checkout_url: intention.checkoutUrl }),
    };
    return { id: intention.id, data: session, status: PaymentSessionStatus.PENDING };
  }

  async authorizePayment({ data }: AuthorizePaymentInput): Promise<AuthorizePaymentOutput> {
    const session = data as PaymobSessionData;
    if (!session.transaction_id) return { data: session, status: PaymentSessionStatus.PENDING };
    const transaction = await this.paymob.retrieveTransaction(session.transaction_id);
    const pays =
      transaction.orderId === session.paymob_order_id &&
      transaction.success &&
      !transaction.pending &&
      !transaction.hasParentTransaction &&
      !transaction.isRefunded &&
      !transaction.isVoided &&
      transaction.amountCents === session.amount_cents &&
      transaction.currency === session.currency;
    // Paymob captures card payments at once, so an authorized payment is already captured.
    return { data: session, status: pays ? PaymentSessionStatus.CAPTURED : PaymentSessionStatus.ERROR };
  }

  async capturePayment({ data }: CapturePaymentInput): Promise<CapturePaymentOutput> {
    return { data };
  }

  async refundPayment({ data, amount }: RefundPaymentInput): Promise<RefundPaymentOutput> {
    const session = data as PaymobSessionData;
    if (!session.transaction_id) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, 'This payment has no Paymob transaction to refund.');
    const cents = centsOf(amount);
    await this.paymob.refundTransaction(session.transaction_id, cents);
    return { data: { ...session, refunded_cents: (session.refunded_cents ?? 0) + cents } };
  }

  async cancelPayment({ data }: CancelPaymentInput): Promise<CancelPaymentOutput> {
    // An unpaid intention simply expires at Paymob; nothing to call.
    return { data };
  }

  async deletePayment({ data }: DeletePaymentInput): Promise<DeletePaymentOutput> {
    return { data };
  }

  async getPaymentStatus({ data }: GetPaymentStatusInput): Promise<GetPaymentStatusOutput> {
    return this.authorizePayment({ data: data ?? {} } as AuthorizePaymentInput);
  }

  async retrievePayment({ data }: RetrievePaymentInput): Promise<RetrievePaymentOutput> {
    return { data };
  }

  async updatePayment({ data }: UpdatePaymentInput): Promise<UpdatePaymentOutput> {
    return { data };
  }

  /**
   * Medusa's own webhook route is not used: Medusa is internal, so Paymob's callbacks reach the
   * site, which hands them to Halaqa's route (src/api/halaqa/paymob/callback) that checks them.
   */
  async getWebhookActionAndData(_payload: ProviderWebhookPayload['payload']): Promise<WebhookActionResult> {
    return { action: 'not_supported' };
  }
}
