import { Modules } from '@medusajs/framework/utils';
import type { MedusaContainer } from '@medusajs/framework/types';
import type { InvoiceChargeRequest } from '@halaqa/shared/commerce-event';
import type { PaymobTransaction } from '../modules/paymob/callback-hmac';
import { type PaymobClient, PaymobRequestError } from '../modules/paymob/paymob-client';
import { checkoutCartWorkflow } from '../workflows/checkout-cart';
import { egpRegion } from './catalogue';
import { invoiceCart } from './checkout-carts';
import { orderOfInvoice, type PaidOrder } from './orders';
import { completeWithTransaction, decide, findPaymobSession, paymobProviderOf, refusalOf } from './paymob-payments';
import { HalaqaRefusal } from './route-error';

/**
 * Pays a plan invoice with the owner's saved card, no one present (issue #12, automatic renewal):
 * the invoice's cart as for the hosted page, but its Paymob session an intention of the MOTO
 * integration, whose payment key then charges the card (Paymob's pay request). The transaction in
 * Paymob's reply must pay that very session, like any other (payment decision); then the cart is
 * completed as the callback would (whichever comes first places the one order).
 *
 * One charge per invoice at a time (a lock held across Medusa's processes), and none once an order
 * has paid it, so a retried or repeated renewal never charges twice for an invoice that is paid.
 */
export async function chargeInvoiceToSavedCard(container: MedusaContainer, charge: InvoiceChargeRequest): Promise<PaidOrder> {
  const paymob = paymobProviderOf(container).paymob;
  if (!paymob.chargesSavedCards) throw new HalaqaRefusal('PAYMENTS_UNAVAILABLE', 503);
  const locking = container.resolve(Modules.LOCKING);
  return locking.execute(`halaqa:invoice-charge:${charge.invoiceId}`, () => chargeOnce(container, paymob, charge), { timeout: 60 });
}

async function chargeOnce(container: MedusaContainer, paymob: PaymobClient, charge: InvoiceChargeRequest): Promise<PaidOrder> {
  if (await orderOfInvoice(container, charge.invoiceId)) throw new HalaqaRefusal('INVOICE_ALREADY_PAID', 409);
  const { result } = await checkoutCartWorkflow(container).run({ input: invoiceCart({ regionId: await egpRegion(container), ...charge, chargeSavedCard: true }) });
  let transaction: PaymobTransaction;
  try {
    transaction = await paymob.payWithSavedCard(result.paymentKey!, charge.cardToken);
  } catch (error) {
    // Paymob refused the token itself (unknown, deleted, not the merchant's): the card cannot pay.
    if (error instanceof PaymobRequestError && error.status >= 400 && error.status < 500) throw new HalaqaRefusal('CARD_DECLINED', 402);
    throw error;
  }
  const session = await findPaymobSession(container, transaction.orderId);
  if (!session || session.cart.id !== result.cartId) throw new Error(`Paymob answered the charge of cart ${result.cartId} with a transaction of another order (${transaction.orderId}).`);
  const decision = decide(session, transaction);
  if (!decision.register) throw decision.refusal === 'not-successful' ? new HalaqaRefusal('CARD_DECLINED', 402) : refusalOf(decision.refusal);
  return completeWithTransaction(container, session, decision.transaction);
}
