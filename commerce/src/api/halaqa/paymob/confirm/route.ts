import type { MedusaRequest, MedusaResponse } from '@medusajs/framework/http';
import { z } from 'zod';
import { completeWithTransaction, decide, findPaymobSession, paymobProviderOf, refusalOf, type PaymobSession } from '../../../../lib/paymob-payments';
import { respond } from '../../../../lib/respond';
import { HalaqaRefusal } from '../../../../lib/route-error';

/** With the site's `salesChannelId`, a course purchase; without it, a plan invoice's payment. */
const ZConfirm = z.object({ salesChannelId: z.string().min(1).optional(), tenantId: z.string().uuid(), userId: z.string().uuid(), transactionId: z.string().regex(/^\d{1,20}$/) });

/**
 * POST /halaqa/paymob/confirm: the buyer is back from the hosted page with a transaction id
 * (spec §5). Paymob's own record of the transaction is read with the secret key, so nothing the
 * browser sent is trusted but the id; it must be this site's and this account's, at most five
 * minutes old, and pay the session in full.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  await respond(res, ZConfirm, req.body, async (input) => {
    const provider = paymobProviderOf(req.scope);
    const transaction = await provider.paymob.retrieveTransaction(Number(input.transactionId)).catch(() => null);
    if (!transaction) throw new HalaqaRefusal('PAYMENT_NOT_CONFIRMED', 402);
    const session = await findPaymobSession(req.scope, transaction.orderId);
    if (!session || !isThisSitesCart(session.cart, input)) throw new HalaqaRefusal('PAYMENT_NOT_CONFIRMED', 402);
    if (session.cart.userId !== input.userId) throw new HalaqaRefusal('TRANSACTION_OTHER_ACCOUNT', 403);
    const decision = decide(session, transaction);
    if (!decision.register) throw refusalOf(decision.refusal);
    return { order: await completeWithTransaction(req.scope, session, decision.transaction) };
  });
}

/**
 * A course cart is the site's when it is in the site's channel; a plan invoice's cart, in no
 * channel, when its metadata names the site. Each kind is confirmed only as what the caller asked
 * for, so a course confirmation never answers an invoice's order, nor the other way round.
 */
function isThisSitesCart(cart: PaymobSession['cart'], input: { salesChannelId?: string; tenantId: string }): boolean {
  if (cart.tenantId !== input.tenantId) return false;
  return input.salesChannelId ? cart.invoiceId === null && cart.salesChannelId === input.salesChannelId : cart.invoiceId !== null && cart.salesChannelId === null;
}
