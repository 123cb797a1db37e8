import { defineJob } from '../jobs/job-queue';
import { RETRY_FOR_A_DAY } from '../jobs/retry-schedules';
import { commerceProvider } from './commerce-settings';
import type { UnmatchedPayment } from './commerce-provider';

/**
 * Gives back, in full, a payment Halaqa refused to record (raise-payment-alert.ts), then marks its
 * alert refunded. Queued with the alert, so the refund is never forgotten; the commerce service
 * refunds only what is left, so a rerun after a failure refunds nothing twice.
 */
export const unmatchedRefundJob = defineJob<{ alertId: string; payment: UnmatchedPayment }>('unmatched-payment-refund', { batchSize: 5, retry: RETRY_FOR_A_DAY, expireInSeconds: 120 }, async ({ alertId, payment }, { payload }) => {
  const provider = commerceProvider();
  // Payments were taken through a commerce service this process is no longer configured for: retry later.
  if (!provider) throw new Error(`alert ${alertId}: no commerce service is configured to refund ${JSON.stringify(payment)}`);
  await provider.refundUnmatched(payment);
  // Platform-wide: the alert may name no real site (it may be why the payment was refused).
  await payload.update({ collection: 'payment-alerts', id: alertId, data: { status: 'refunded', refundedAt: new Date().toISOString() }, depth: 0, overrideAccess: true });
});
