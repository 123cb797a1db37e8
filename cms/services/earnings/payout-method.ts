import type { TPayoutMethod, TPayoutMethodInput } from '@halaqa/shared/payouts';
import type { Where } from 'payload';
import type { TenantContext } from '../context';
import { tenantDb } from '../tenant-db';
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
  const db = tenantDb(ctx);
  const where: Where = { user: { equals: actor.id } };
  // One row per user (unique): an update when there is one, else a create; a parallel first
  // save that loses the create race finds the winner's row on its update.
  const { docs } = await db.update({ collection: 'payout-methods', where, data });
  if (docs.length === 0) {
    try {
      await db.create({ collection: 'payout-methods', data: { user: actor.id, ...data } });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      await db.update({ collection: 'payout-methods', where, data });
    }
  }
  return methodView(data);
}

/** The trainer's confirmed method, or null. */
export async function payoutMethodOf(ctx: TenantContext, userId: string): Promise<TPayoutMethod | null> {
  const method = await tenantDb(ctx).findOne({ collection: 'payout-methods', where: { user: { equals: userId } } });
  return method ? methodView(method) : null;
}
