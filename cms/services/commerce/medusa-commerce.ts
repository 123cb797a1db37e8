import { AppError, AppErrorCode, type TAppErrorCode } from '@halaqa/shared/errors';
import type { CheckoutRequest, CommerceProvider, CommerceStore, CourseProduct, InvoiceCheckoutRequest, PaidOrder, SavedCard, UnmatchedPayment } from './commerce-provider';
import type { CommerceSettings } from './commerce-settings';

/** Refusals Halaqa's routes in Medusa answer with, as the site's own errors. */
const REFUSALS: Partial<Record<string, TAppErrorCode>> = {
  NOT_FOR_SALE: AppErrorCode.NOT_FOR_SALE,
  TRANSACTION_TOO_OLD: AppErrorCode.TRANSACTION_TOO_OLD,
  TRANSACTION_OTHER_ACCOUNT: AppErrorCode.TRANSACTION_OTHER_ACCOUNT,
  PAYMENT_NOT_CONFIRMED: AppErrorCode.PAYMENT_NOT_CONFIRMED,
  // A saved card that did not pay (automatic renewal): to the owner, the payment did not happen.
  CARD_DECLINED: AppErrorCode.PAYMENT_NOT_CONFIRMED,
  INVOICE_ALREADY_PAID: AppErrorCode.INVOICE_ALREADY_PAID,
  NOT_FOUND: AppErrorCode.NOT_FOUND,
};

/**
 * The commerce service reached over HTTP, server to server: Halaqa's routes inside Medusa
 * (commerce/src/api/halaqa), authenticated with COMMERCE_API_SECRET. A route's refusal becomes
 * the matching AppError; Medusa being down or failing is "payments are not available".
 */
export class MedusaCommerce implements CommerceProvider {
  constructor(private readonly settings: CommerceSettings) {}

  private async call<T>(path: string, body: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${this.settings.url}/halaqa${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${this.settings.apiSecret}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
    } catch (cause) {
      throw new AppError(AppErrorCode.PAYMENTS_UNAVAILABLE, { cause });
    }
    const reply = (await response.json().catch(() => null)) as ({ code?: string } & T) | null;
    if (response.ok && reply) return reply;
    const code = reply?.code ? REFUSALS[reply.code] : undefined;
    if (code) throw new AppError(code);
    throw new AppError(AppErrorCode.PAYMENTS_UNAVAILABLE, { cause: new Error(`commerce ${path} answered ${response.status}: ${JSON.stringify(reply)}`) });
  }

  ensureStore(tenant: { id: string; name: string }): Promise<CommerceStore> {
    return this.call('/stores', { tenantId: tenant.id, name: tenant.name });
  }

  async syncCourse(store: CommerceStore, course: CourseProduct): Promise<void> {
    await this.call('/products', { salesChannelId: store.salesChannelId, course });
  }

  checkout(store: CommerceStore, request: CheckoutRequest): Promise<{ redirectUrl: string; cartId: string }> {
    return this.call('/checkout', { salesChannelId: store.salesChannelId, ...request });
  }

  async confirmTransaction(store: CommerceStore, request: { tenantId: string; userId: string; transactionId: string }): Promise<PaidOrder> {
    const { order } = await this.call<{ order: PaidOrder }>('/paymob/confirm', { salesChannelId: store.salesChannelId, ...request });
    return order;
  }

  async forwardPaymobCallback(request: { query: string; body: string }) {
    const reply = await this.call<{ order: PaidOrder | null; savedCard?: SavedCard | null; unmatchedTransactionId?: string | null }>('/paymob/callback', { query: request.query, body: request.body });
    return { order: reply.order, savedCard: reply.savedCard ?? null, unmatchedTransactionId: reply.unmatchedTransactionId ?? null };
  }

  checkoutInvoice(request: InvoiceCheckoutRequest): Promise<{ redirectUrl: string; cartId: string }> {
    return this.call('/invoice-checkout', request);
  }

  async confirmInvoiceTransaction(request: { tenantId: string; userId: string; transactionId: string }): Promise<PaidOrder> {
    // Without a sales channel: the plan invoice's confirmation (commerce/src/api/halaqa/paymob/confirm).
    const { order } = await this.call<{ order: PaidOrder }>('/paymob/confirm', { tenantId: request.tenantId, userId: request.userId, transactionId: request.transactionId });
    return order;
  }

  async chargeSavedCard(request: InvoiceCheckoutRequest & { cardToken: string }): Promise<PaidOrder> {
    const { order } = await this.call<{ order: PaidOrder }>('/invoice-charge', {
      tenantId: request.tenantId,
      userId: request.userId,
      email: request.email,
      invoiceId: request.invoiceId,
      description: request.description,
      amount: request.amount,
      cardToken: request.cardToken,
      notificationUrl: request.notificationUrl,
      pricingId: request.pricingId,
    });
    return order;
  }

  async refund(store: CommerceStore, orderId: string, upTo?: number): Promise<void> {
    await this.call('/refund', { salesChannelId: store.salesChannelId, orderId, ...(upTo === undefined ? {} : { upTo }) });
  }

  async refundUnmatched(payment: UnmatchedPayment): Promise<void> {
    await this.call('/refund-unmatched', payment);
  }
}
