import { accountMailJob } from '../accounts/account-mail';
import { commerceStoreJob, storeBackfillJob } from '../commerce/commerce-store';
import { courseProductJob } from '../commerce/course-product';
import { orderFulfilmentJob } from '../commerce/order-fulfilment';
import { receiptMailJob } from '../commerce/receipt-mail';
import { orderRefundJob } from '../commerce/order-refund-job';
import { unmatchedRefundJob } from '../commerce/refund-unmatched-payment';
import { accessEndingJob } from '../courses/people/access-ending-notice';
import { courseProgressJob } from '../courses/progress/progress-job';
import { fanOutJob, notificationMailJob } from '../notifications/notify';
import { batchMailJob } from '../notifications/notify-managers';
import { chargeRenewalJob } from '../plans/charge-renewal';
import { renewalsJob } from '../plans/renewals';
import { siteFullJob } from '../plans/site-full-notice';
import { subscriptionNoticeJob } from '../plans/subscription-notices';
import type { JobDefinition } from './job-queue';

/**
 * Every job of the platform, the one list each site process works (start-workers.ts). A job
 * defined and not listed here would be sent and never worked: job-registry.test.ts fails then.
 */
export const JOBS: readonly JobDefinition[] = [
  accountMailJob,
  notificationMailJob,
  fanOutJob,
  batchMailJob,
  courseProgressJob,
  accessEndingJob,
  orderFulfilmentJob,
  receiptMailJob,
  orderRefundJob,
  unmatchedRefundJob,
  courseProductJob,
  commerceStoreJob,
  storeBackfillJob,
  subscriptionNoticeJob,
  siteFullJob,
  chargeRenewalJob,
  renewalsJob,
];
