import { randomBytes } from 'node:crypto';
import { type Intention, type PaymobAccount, paymobTimestamp } from './paymob-stub-account';
import { PaymobHttpError } from './paymob-stub-http';

/**
 * The intention API (`POST /v1/intention/`): validates the body as Paymob does, records the
 * intention, and answers it with one payment key per integration (MOTO for the MOTO one).
 */
export function createIntention(account: PaymobAccount, body: Record<string, unknown>): Record<string, unknown> {
  const { integrationIds, motoIntegrationId } = account;
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
    orderId: account.newId(),
    clientSecret: `egy_csk_test_${randomBytes(16).toString('hex')}`,
    amount: amount as number,
    currency: 'EGP',
    body,
    methods: methods as number[],
  };
  account.intentions.set(intention.clientSecret, intention);
  account.intentionBodies.push(body);
  const keys = intention.methods.map((integration) => ({ integration, key: randomBytes(24).toString('hex'), gateway_type: integration === motoIntegrationId ? 'MOTO' : 'MIGS' }));
  for (const { integration, key } of keys) account.paymentKeys.set(key, { intention, integration });
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
