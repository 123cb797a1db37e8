import type { MedusaRequest, MedusaResponse } from '@medusajs/framework/http';
import { ContainerRegistrationKeys } from '@medusajs/framework/utils';
import { z } from 'zod';
import { paymobProviderOf } from '../../../lib/paymob-payments';
import { orderWithPayments, refundWhatIsLeft } from '../../../lib/refund-what-is-left';
import { respond } from '../../../lib/respond';
import { HalaqaRefusal } from '../../../lib/route-error';

const ZUnmatched = z.union([z.object({ orderId: z.string().min(1).max(100) }).strict(), z.object({ transactionId: z.string().regex(/^\d{1,20}$/) }).strict()]);

/**
 * POST /halaqa/refund-unmatched: gives back a payment the site refused to record because it was
 * not what Halaqa priced (issue #39), in full. `{ orderId }`: an order placed from a cart whose
 * lines, amount or metadata differ from the site's pricing. `{ transactionId }`: a payment Paymob
 * took that completed no order (its session was gone, or it paid a cart that was already paid);
 * Paymob's own record of it is read, so nothing but the id is taken from the caller, and the
 * payment of an order is refused here (it is refunded by its order, which records the refund).
 * Both are idempotent: what was refunded is not refunded again.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  await respond(res, ZUnmatched, req.body, async (input) => {
    if ('orderId' in input) {
      const order = await orderWithPayments(req.scope, input.orderId);
      if (!order) throw new HalaqaRefusal('NOT_FOUND', 404);
      await refundWhatIsLeft(req.scope, order);
      return { ok: true };
    }
    const { paymob } = paymobProviderOf(req.scope);
    const transaction = await paymob.retrieveTransaction(Number(input.transactionId)).catch(() => null);
    if (!transaction || !transaction.success || transaction.pending || transaction.hasParentTransaction) throw new HalaqaRefusal('NOT_FOUND', 404);
    if (transaction.isRefunded || transaction.isVoided) return { ok: true };
    if (await paysAnOrder(req, transaction.id)) throw new HalaqaRefusal('PAYS_AN_ORDER', 409);
    await paymob.refundTransaction(transaction.id, transaction.amountCents);
    return { ok: true };
  });
}

/** Whether a payment of a placed order holds this transaction (Medusa makes the payment when the cart completes). */
async function paysAnOrder(req: MedusaRequest, transactionId: number): Promise<boolean> {
  const knex = req.scope.resolve(ContainerRegistrationKeys.PG_CONNECTION);
  const row = await knex('payment').select('id').whereRaw(`data->>'transaction_id' = ?`, [String(transactionId)]).whereNull('deleted_at').first();
  return row !== undefined;
}
