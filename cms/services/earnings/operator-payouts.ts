import type { TPayoutStatus } from '@halaqa/shared/payouts';
import type { Payload } from 'payload';
import type { Payout } from '../../payload-types';
import { withTransaction } from '../transaction';
import type { PayoutDecisionContext } from './payout-decision-hooks';

/** A payout as the platform operator sees it: every site's, with who is to be paid where. */
export interface OperatorPayout {
  id: string;
  site: string;
  trainer: string;
  /** EGP in pounds. */
  amount: number;
  status: TPayoutStatus;
  method: Payout['method'];
  requestedAt: string;
  note: string;
}

/** Payouts of every site, oldest first (the order to pay them in), optionally of one status. */
export async function listPayouts(payload: Payload, status?: TPayoutStatus): Promise<OperatorPayout[]> {
  const { docs } = await payload.find({
    collection: 'payouts',
    where: status ? { status: { equals: status } } : {},
    sort: 'requestedAt',
    pagination: false,
    depth: 1,
    // The platform's own view across sites (the CLI), not a tenant's request.
    overrideAccess: true,
  });
  return docs.map(operatorView);
}

/** One payout by id (null when there is none, or the id is not one). */
export async function findPayout(payload: Payload, id: string): Promise<OperatorPayout | null> {
  if (!UUID.test(id)) return null;
  const payout = await payload.findByID({ collection: 'payouts', id, depth: 1, overrideAccess: true, disableErrors: true });
  return payout ? operatorView(payout) : null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function operatorView(payout: Payout): OperatorPayout {
  return {
    id: payout.id,
    site: typeof payout.tenant === 'object' ? payout.tenant.name : payout.tenant,
    // The trainer's account, or the name and email the payout kept once it is deleted.
    trainer: payout.beneficiary && typeof payout.beneficiary === 'object' ? `${payout.beneficiary.name} <${payout.beneficiary.email}>` : `${payout.beneficiaryName ?? ''} <${payout.beneficiaryEmail ?? ''}>`,
    amount: payout.amount / 100,
    status: payout.status,
    method: payout.method,
    requestedAt: payout.requestedAt,
    note: payout.note ?? '',
  };
}

/**
 * Marks a pending payout paid or rejected, as the admin's form does: the payouts collection's
 * hooks check the change, append it to the history and tell the trainer, all in one transaction.
 */
export async function decidePayout(payload: Payload, id: string, status: 'paid' | 'rejected', note: string, decidedBy: string): Promise<Payout> {
  return withTransaction(payload, async (req) => {
    (req.context as PayoutDecisionContext).decidedBy = decidedBy;
    return payload.update({ collection: 'payouts', id, data: { status, note }, depth: 0, overrideAccess: true, req });
  });
}
