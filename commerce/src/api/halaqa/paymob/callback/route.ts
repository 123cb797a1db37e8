import type { MedusaRequest, MedusaResponse } from '@medusajs/framework/http';
import { z } from 'zod';
import { verifyProcessedCallback } from '../../../../modules/paymob/callback-hmac';
import { completeWithTransaction, decide, findPaymobSession } from '../../../../lib/paymob-payments';
import { respond } from '../../../../lib/respond';

/**
 * POST /halaqa/paymob/callback {query, body}: Paymob's processed callback as the site received
 * it. Verified by its HMAC, tied to our session only through the signed `order.id`, judged by the
 * payment decision; a payment completes the cart. Answers `{ order }`, null when it pays nothing.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  await respond(res, z.object({ query: z.string().max(4096), body: z.string().max(65536) }), req.body, async ({ query, body }) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return { order: null, refusal: 'malformed' };
    }
    const verification = verifyProcessedCallback(parsed, new URLSearchParams(query).get('hmac'), process.env.PAYMOB_HMAC_SECRET ?? '');
    if (!verification.verified) return { order: null, refusal: verification.refusal };
    const session = await findPaymobSession(req.scope, verification.transaction.orderId);
    if (!session) return { order: null, refusal: 'unknown-order' };
    const decision = decide(session, verification.transaction);
    if (!decision.register) return { order: null, refusal: decision.refusal };
    return { order: await completeWithTransaction(req.scope, session, decision.transaction) };
  });
}
