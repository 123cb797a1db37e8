import { parseArgs } from 'node:util';
import { runRenewals } from '@halaqa/cms/services/plans/renewals';
import { withPlatformPayload } from '../platform-payload';

const USAGE = 'Usage: pnpm halaqa subscriptions renew [--at 2026-12-01T00:00:00Z]';

/**
 * `halaqa subscriptions renew [--at TIME]`: the renewal pass the site's scheduled job runs every
 * quarter hour, now, as of TIME when given (an operator catching up, a test moving the clock).
 * Prints what it did.
 */
export async function subscriptionsRenew(argv: string[]): Promise<number> {
  const { values } = parseArgs({ args: argv, options: { at: { type: 'string' } }, strict: true });
  const at = values.at === undefined ? new Date() : new Date(values.at);
  if (Number.isNaN(at.getTime())) {
    console.error(USAGE);
    return 2;
  }
  return withPlatformPayload(async (payload) => {
    const summary = await runRenewals(payload, at);
    console.log(`Renewals as of ${at.toISOString()}: ${summary.invoiced} invoiced, ${summary.inGrace} in grace, ${summary.ended} ended, ${summary.voided} unpaid purchases voided, ${summary.charged} sent to be charged to saved cards.`);
    return 0;
  });
}
