import { setTimeout as sleep } from 'node:timers/promises';
import type { Order } from '../../payload-types';
import type { TenantContext } from '../context';
import { findInTenantOrNull } from '../find-in-tenant';
import type { Actor } from '../users/actor';

/**
 * A paid order as its buyer reaches it: by the payment's transaction (the thank-you page the
 * gateway's return leads to) or by its number (the receipt). Someone else's order, or another
 * site's, is not found, exactly like one that does not exist.
 */
export function buyerOrderByNumber(ctx: TenantContext, buyer: Actor, number: number): Promise<Order | null> {
  return findInTenantOrNull(ctx, 'orders', [{ number: { equals: number } }, { user: { equals: buyer.id } }]);
}

export function buyerOrderByTransaction(ctx: TenantContext, buyer: Actor, transactionId: string): Promise<Order | null> {
  return findInTenantOrNull(ctx, 'orders', [{ transactionId: { equals: transactionId } }, { user: { equals: buyer.id } }]);
}

/** How long the thank-you page waits for the buyer's access before saying it is on its way. */
const FULFILMENT_WAIT_MS = 5_000;
const FULFILMENT_POLL_MS = 200;

/**
 * The order once its fulfilment job has registered the buyer, so "Start now" opens a lesson they
 * may see; the job usually runs within a second of the payment (it is woken by a NOTIFY). Past the
 * wait, the order as it is (`fulfilledAt` still empty): the page says access is on its way.
 */
export async function buyerOrderWhenFulfilled(ctx: TenantContext, buyer: Actor, transactionId: string): Promise<Order | null> {
  const deadline = Date.now() + FULFILMENT_WAIT_MS;
  for (;;) {
    const order = await buyerOrderByTransaction(ctx, buyer, transactionId);
    if (!order || order.fulfilledAt || Date.now() >= deadline) return order;
    await sleep(FULFILMENT_POLL_MS);
  }
}
