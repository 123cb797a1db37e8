// Every module that defines a job is imported here, so a process that starts its workers works
// every queue, whichever routes it has served so far.
import '../accounts/account-mail';
import { backfillCommerceStores } from '../commerce/commerce-store';
import '../commerce/course-product';
import '../commerce/order-fulfilment';
import '../commerce/refund-order';
import '../commerce/refund-unmatched-payment';
import '../courses/progress-job';
import '../notifications/notify';
import '../notifications/notify-managers';
import '../plans/charge-renewal';
import { setReceiptPrinter, type ReceiptPrinter } from '../plans/receipt';
import '../plans/renewals';
import '../plans/site-full-notice';
import '../plans/subscription-notices';
import { startJobQueue } from './job-queue';

/** A site process started while its database was away tries again this often until the queue starts. */
const RETRY_MS = 5_000;

/**
 * Starts this process's job workers as it starts; failures are logged and tried again, never
 * thrown into a request. What the jobs need from the site process itself comes with them: the
 * receipt printer (Chromium).
 */
export function startWorkers({ printReceipt }: { printReceipt: ReceiptPrinter }): void {
  setReceiptPrinter(printReceipt);
  const attempt = () => {
    startJobQueue()
      .then(backfillCommerceStores)
      .catch((error: unknown) => {
        console.error(`job queue did not start (trying again in ${RETRY_MS / 1000} s):`, error);
        // Never what keeps a process alive: a shutdown exits regardless.
        setTimeout(attempt, RETRY_MS).unref();
      });
  };
  attempt();
}
