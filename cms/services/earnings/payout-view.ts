import type { TPayoutMethod } from '@halaqa/shared/payouts';
import type { Payout, PayoutMethod } from '../../payload-types';

/** A stored method (a payout's copy or the trainer's own) as the API shows it: only its kind's fields. */
export function methodView(method: Pick<PayoutMethod, 'kind' | 'walletNumber' | 'bankName' | 'accountHolder' | 'accountNumber'>): TPayoutMethod {
  return method.kind === 'wallet'
    ? { kind: 'wallet', walletNumber: method.walletNumber ?? '' }
    : { kind: 'bank', bankName: method.bankName ?? '', accountHolder: method.accountHolder ?? '', accountNumber: method.accountNumber ?? '' };
}

export interface PayoutView {
  id: string;
  /** EGP in pounds. */
  amount: number;
  status: Payout['status'];
  method: TPayoutMethod;
  requestedAt: string;
  history: { status: Payout['status']; at: string; note: string }[];
}

/** A payout for its trainer: who decided stays with the platform, the note is theirs to read. */
export function payoutView(payout: Payout): PayoutView {
  return {
    id: payout.id,
    amount: payout.amount / 100,
    status: payout.status,
    method: methodView(payout.method),
    requestedAt: payout.requestedAt,
    history: (payout.history ?? []).map((change) => ({ status: change.status, at: change.at, note: change.note ?? '' })),
  };
}
