import { parseArgs } from 'node:util';
import { decidePayout, findPayout, listPayouts, type OperatorPayout } from '@halaqa/cms/services/earnings/operator-payouts';
import { PAYOUT_STATUSES, type TPayoutStatus } from '@halaqa/shared/payouts';
import { withPlatformPayload } from '../platform-payload';

const USAGE = `Usage:
  pnpm halaqa payouts list [--status pending|paid|rejected]
  pnpm halaqa payouts pay --id PAYOUT_ID [--note "transfer reference"]
  pnpm halaqa payouts reject --id PAYOUT_ID --note "why"`;

function describe(payout: OperatorPayout): string {
  const method = payout.method;
  const to = method.kind === 'wallet' ? `wallet ${method.walletNumber}` : `bank ${method.bankName}, ${method.accountHolder}, ${method.accountNumber}`;
  const note = payout.note ? `  (${payout.note})` : '';
  return `${payout.id}  ${payout.status.padEnd(8)}  ${payout.amount.toFixed(2)} EGP  ${payout.requestedAt.slice(0, 10)}  ${payout.site}  ${payout.trainer}  → ${to}${note}`;
}

/**
 * `halaqa payouts list|pay|reject`: the platform operator's side of trainers' payouts (issue #11).
 * The operator sends the money outside Halaqa, then marks the payout paid (or rejects it, and its
 * amount returns to the trainer's balance); the trainer is notified and sees it in their history.
 */
export async function payouts(argv: string[]): Promise<number> {
  const [action, ...rest] = argv;
  const { values } = parseArgs({ args: rest, options: { id: { type: 'string' }, note: { type: 'string' }, status: { type: 'string' } }, strict: true });
  const status = values.status as TPayoutStatus | undefined;
  const listing = action === 'list' && (!status || PAYOUT_STATUSES.includes(status));
  const deciding = (action === 'pay' || action === 'reject') && values.id && (action === 'pay' || values.note?.trim());
  if (!listing && !deciding) {
    console.error(USAGE);
    return 2;
  }
  return withPlatformPayload(async (payload) => {
    if (listing) {
      const found = await listPayouts(payload, status);
      console.log(found.length === 0 ? 'No payouts.' : found.map(describe).join('\n'));
      return 0;
    }
    const before = await findPayout(payload, values.id!);
    if (!before) {
      console.error(`No payout has the id ${values.id}.`);
      return 1;
    }
    if (before.status !== 'pending') {
      console.error(`This payout is already ${before.status}; a payout is decided once.`);
      return 1;
    }
    const decided = await decidePayout(payload, before.id, action === 'pay' ? 'paid' : 'rejected', values.note ?? '', 'halaqa payouts (CLI)');
    console.log(`Payout ${decided.id} of ${(decided.amount / 100).toFixed(2)} EGP is ${decided.status}.`);
    return 0;
  });
}
