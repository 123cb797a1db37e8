import { payloadClient } from '../../payload-client';
import { backfillCommerceStores } from '../commerce/commerce-store';
import { setReceiptPrinters, type ReceiptPrinters } from '../mail/receipt-printers';
import { JOBS } from './job-registry';
import { startJobQueue } from './job-queue';
import { platformLog } from '../log/platform-log';

/** A site process started while its database was away tries again this often until the queue starts. */
const RETRY_MS = 5_000;

/**
 * Starts this process's job workers as it starts, on every job of the registry; failures are
 * logged and tried again, never thrown into a request. What the jobs need from the site process
 * itself comes with them: the receipt printers (Chromium).
 */
export function startWorkers({ printReceipts }: { printReceipts: ReceiptPrinters }): void {
  setReceiptPrinters(printReceipts);
  const attempt = () => {
    startJobQueue(JOBS, payloadClient)
      .then(backfillCommerceStores)
      .catch((error: unknown) => {
        platformLog.error({ err: error }, `job queue did not start (trying again in ${RETRY_MS / 1000} s)`);
        // Never what keeps a process alive: a shutdown exits regardless.
        setTimeout(attempt, RETRY_MS).unref();
      });
  };
  attempt();
}
