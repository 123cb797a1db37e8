import type { Payload } from 'payload';
import { commerceProvider } from './commerce-settings';
import { recordPaid } from './record-paid';
import { saveOwnerCard } from '../plans/saved-card';
import { raisePaymentAlert } from './raise-payment-alert';

/**
 * The gateway's server callback, as received on the site: the commerce service checks its HMAC
 * and the payment; a paid order is recorded here at once (Medusa's event would record it too).
 */
export async function receivePaymobCallback(payload: Payload, callback: { query: string; body: string }): Promise<void> {
  const provider = commerceProvider();
  // Without a commerce service no payment was ever started here, so no callback can be ours.
  if (!provider) return;
  const { order, savedCard, unmatchedTransactionId } = await provider.forwardPaymobCallback(callback);
  // A card the owner saved while paying a plan invoice: automatic renewal charges it.
  if (savedCard) await saveOwnerCard(payload, savedCard);
  // Recorded for the order's own site (or, for a plan invoice, the platform) if it is what Halaqa
  // priced: the HMAC proves the payment, whichever domain relayed it.
  if (order) await recordPaid(payload, order);
  // Money Paymob took that pays no order (issue #39): never kept without a sale.
  if (unmatchedTransactionId) {
    await raisePaymentAlert(payload, { reason: 'pays-no-order', tenantId: null, details: { transactionId: unmatchedTransactionId }, payment: { transactionId: unmatchedTransactionId } });
  }
}
