import type { MedusaRequest, MedusaResponse } from '@medusajs/framework/http';
import { z } from 'zod';
import { verifyCardTokenCallback, verifyProcessedCallback } from '../../../../modules/paymob/callback-hmac';
import { completeWithTransaction, decide, findPaymobSession, isUnmatchedPayment } from '../../../../lib/paymob-payments';
import { respond } from '../../../../lib/respond';
import { commerceServiceEnv } from '../../../../env';

/**
 * POST /halaqa/paymob/callback {query, body}: Paymob's processed callback as the site received
 * it. Verified by its HMAC, tied to our session only through the signed `order.id`, judged by the
 * payment decision; a payment completes the cart. Answers `{ order, savedCard,
 * unmatchedTransactionId }`: the order, null when it pays nothing; the transaction's id when
 * Paymob took money that pays no order of ours (isUnmatchedPayment), for the site to refund.
 *
 * A card token callback (the payer saved their card, issue #12) is verified by its own HMAC and
 * tied to the cart the same way, through its signed `order_id`: a plan invoice's card answers
 * `savedCard` with who saved it for which invoice; a card saved while buying courses is
 * acknowledged and ignored (sites never charge saved cards).
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  await respond(res, z.object({ query: z.string().max(4096), body: z.string().max(65536) }), req.body, async ({ query, body }) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return { order: null, savedCard: null, refusal: 'malformed' };
    }
    const hmac = new URLSearchParams(query).get('hmac');
    const secret = commerceServiceEnv().paymob?.hmacSecret ?? '';
    if ((parsed as { type?: unknown } | null)?.type === 'TOKEN') {
      const verification = verifyCardTokenCallback(parsed, hmac, secret);
      if (!verification.verified) return { order: null, savedCard: null, refusal: verification.refusal };
      const session = await findPaymobSession(req.scope, verification.card.orderId);
      if (!session) return { order: null, savedCard: null, refusal: 'unknown-order' };
      const { cart } = session;
      if (cart.invoiceId === null) return { order: null, savedCard: null };
      return { order: null, savedCard: { token: verification.card.token, maskedPan: verification.card.maskedPan, tenantId: cart.tenantId, userId: cart.userId, invoiceId: cart.invoiceId } };
    }
    const verification = verifyProcessedCallback(parsed, hmac, secret);
    if (!verification.verified) return { order: null, savedCard: null, refusal: verification.refusal };
    const { transaction } = verification;
    const session = await findPaymobSession(req.scope, transaction.orderId);
    const decision = session ? decide(session, transaction) : ({ register: false, refusal: 'unknown-order' } as const);
    const order = session && decision.register ? await completeWithTransaction(req.scope, session, decision.transaction) : null;
    const unmatchedTransactionId = (await isUnmatchedPayment(req.scope, session, transaction)) ? String(transaction.id) : null;
    return { order, savedCard: null, unmatchedTransactionId, ...(decision.register ? {} : { refusal: decision.refusal }) };
  });
}
