import type { TPayoutMethod, TPayoutMethodInput } from '@halaqa/shared/payouts';
import type { PayloadRequest, Where } from 'payload';
import type { TenantContext } from '../context';
import { isUniqueViolation } from '../unique-violation';
import type { Actor } from '../users/actor';
import { methodView } from './payout-view';

const NO_DETAILS = { walletNumber: null, bankName: null, accountHolder: null, accountNumber: null };

/**
 * Sets how the trainer is paid. The schema already required the confirming checkbox; the moment
 * of confirmation is kept. A payout asked for before keeps the details it was asked with.
 */
export async function setPayoutMethod(ctx: TenantContext, actor: Actor, input: TPayoutMethodInput): Promise<TPayoutMethod> {
  const { confirmed: _confirmed, ...method } = input;
  const data = { ...NO_DETAILS, ...method, confirmedAt: new Date().toISOString() };
  const where: Where = { and: [{ tenant: { equals: ctx.tenant.id } }, { user: { equals: actor.id } }] };
  // One row per user (unique): an update when there is one, else a create; a parallel first
  // save that loses the create race finds the winner's row on its update.
  const { docs } = await ctx.payload.update({ collection: 'payout-methods', where, data, depth: 0, overrideAccess: true });
  if (docs.length === 0) {
    try {
      await ctx.payload.create({ collection: 'payout-methods', data: { tenant: ctx.tenant.id, user: actor.id, ...data }, depth: 0, overrideAccess: true });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      await ctx.payload.update({ collection: 'payout-methods', where, data, depth: 0, overrideAccess: true });
    }
  }
  return methodView(data);
}

/** The trainer's confirmed method, or null. */
export async function payoutMethodOf(ctx: TenantContext, userId: string, req?: PayloadRequest): Promise<TPayoutMethod | null> {
  const { docs } = await ctx.payload.find({
    collection: 'payout-methods',
    where: { and: [{ tenant: { equals: ctx.tenant.id } }, { user: { equals: userId } }] },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  });
  return docs[0] ? methodView(docs[0]) : null;
}
