import type { Intention, PaymobAccount } from './paymob-stub-account';
import { MERCHANT_ID, paymobTimestamp } from './paymob-stub-account';

/** A new transaction object as Paymob's callbacks, replies and inquiries carry it. */
export function transactionObject(
  account: PaymobAccount,
  intention: Intention | undefined,
  fields: { amount: number; currency: string; orderId: number; success: boolean; pan: string; parent?: boolean; merchantInitiated?: boolean },
) {
  const id = account.newId();
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
    integration_id: fields.merchantInitiated && account.motoIntegrationId !== null ? account.motoIntegrationId : account.integrationIds[0]!,
    has_parent_transaction: Boolean(fields.parent),
    order: { id: fields.orderId, merchant_order_id: intention?.body.special_reference ?? null },
    created_at: paymobTimestamp(new Date(Date.now() - account.backdateMs)),
    currency: fields.currency,
    error_occured: false,
    owner: MERCHANT_ID,
    source_data: { pan: fields.pan, type: 'card', sub_type: 'Visa' },
    data: { message: fields.success ? 'Approved' : 'Do not honour' },
  };
}

/**
 * A payment of the intention's whole amount (on the hosted page or with a saved card): the
 * transaction is recorded, marks the intention paid if it succeeded, and its processed callback
 * is sent to the intention's notification_url. Answers the transaction.
 */
export async function payIntention(account: PaymobAccount, intention: Intention, payment: { success: boolean; pan: string; merchantInitiated?: boolean }) {
  const obj = transactionObject(account, intention, { amount: intention.amount, currency: intention.currency, orderId: intention.orderId, ...payment });
  const notificationUrl = String(intention.body.notification_url);
  account.transactions.set(obj.id, { obj, notificationUrl });
  if (payment.success) intention.paidBy = obj.id;
  await account.deliver(notificationUrl, obj);
  return obj;
}
