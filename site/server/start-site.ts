import { payloadClient } from '@halaqa/cms/payload-client';
import { platformLog } from '@halaqa/cms/services/log/platform-log';
import { stopJobQueue } from '@halaqa/cms/services/jobs/job-queue';
import { startWorkers } from '@halaqa/cms/services/jobs/start-workers';
import { translatorFor } from '@halaqa/shared/i18n/index';
import { siteEnv } from './env';
import { renderOrderReceiptPdf, renderReceiptPdf } from './receipt-pdf';
import { onShutdown } from './shutdown-hooks';

/** Job workers finish what they hold within this, of the server's shutdown. */
const JOBS_STOP_MS = 5_000;

/**
 * What a site process does once, as its server starts and before it listens (issue #16): check
 * the environment, so a missing or wrong variable stops it at once with the variable's name, and
 * start the job workers, so mail, notifications and renewals queued while no one visits are
 * worked from the start, not from the first request.
 *
 * The built server (production-server.ts) runs the adapter's bundle and only node-only modules of
 * its own; this module is bundled beside the entry as `start-site.mjs` (astro.config.mjs), so it
 * shares the bundle's single Payload, job queue and shutdown list. `pnpm dev` calls it through
 * Vite's module runner when the development server listens.
 */
export function startSite(): { host: string; port: number } {
  const env = siteEnv();
  // Opened now rather than by the first request. A database away at start does not stop the
  // server: requests answer 503 and /readyz says so until it is back, as after a restart.
  payloadClient().catch((error: unknown) => platformLog.error(`database: not reachable at start: ${error instanceof Error ? error.message : String(error)}`));
  startWorkers({
    printReceipts: {
      plan: (receipt, language) => renderReceiptPdf(receipt, translatorFor(language), language),
      order: (receipt, language) => renderOrderReceiptPdf(receipt, translatorFor(language), language),
    },
  });
  // A graceful shutdown lets the workers finish, then closes the pool they use.
  onShutdown(() => stopJobQueue(JOBS_STOP_MS));
  onShutdown(async () => (await payloadClient()).destroy());
  return env.listen;
}
