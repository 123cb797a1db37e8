/*
 * Saved cards (issue #12): the card token a payer's "Save my card" issues, and the pay request
 * that charges it with no payer present (merchant-initiated, through the MOTO integration).
 */
import { randomBytes } from 'node:crypto';
import { type Intention, type IssuedCardToken, MERCHANT_ID, PAYMOB_TEST_CARD, type PaymobAccount, paymobTimestamp } from './paymob-stub-account';
import { PaymobHttpError } from './paymob-stub-http';
import { payIntention } from './paymob-stub-transactions';

/** Issues a card token for the card a payer saved; answers the token callback's `obj`. */
export function saveCard(account: PaymobAccount, intention: Intention, cardNumber: string): Record<string, unknown> {
  const billing = (intention.body.billing_data ?? {}) as { email?: unknown };
  const card: IssuedCardToken = {
    token: randomBytes(28).toString('hex'),
    maskedPan: `xxxx-xxxx-xxxx-${cardNumber.slice(-4)}`,
    cardNumber,
    email: typeof billing.email === 'string' ? billing.email : '',
    orderId: intention.orderId,
  };
  account.cardTokens.set(card.token, card);
  return {
    id: account.newId(),
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
 * The pay request (MIT, `POST /api/acceptance/payments/pay`): charges a saved card for the
 * intention of a MOTO payment key. The test card's token is approved (unless a decline was asked
 * for), any other card's declined. The reply is the transaction; the processed callback is sent
 * as for any payment.
 */
export async function chargeSavedCard(account: PaymobAccount, body: Record<string, unknown>): Promise<Record<string, unknown>> {
  const source = (body.source ?? {}) as { identifier?: unknown; subtype?: unknown };
  if (source.subtype !== 'TOKEN') throw new PaymobHttpError(400, 'source.subtype: "TOKEN" is required to pay with a saved card.');
  const paying = account.paymentKeys.get(String(body.payment_token ?? ''));
  if (!paying) throw new PaymobHttpError(401, 'Invalid payment token.');
  if (paying.integration !== account.motoIntegrationId) throw new PaymobHttpError(400, 'This payment token is not for a MOTO integration.');
  const card = account.cardTokens.get(String(source.identifier ?? ''));
  if (!card) throw new PaymobHttpError(404, 'Card token not found.');
  const { intention } = paying;
  if (intention.paidBy !== undefined) throw new PaymobHttpError(409, 'This intention has already been paid.');
  const success = card.cardNumber === PAYMOB_TEST_CARD && !account.declineNextCharge;
  account.declineNextCharge = false;
  return payIntention(account, intention, { success, pan: card.cardNumber.slice(-4), merchantInitiated: true });
}
