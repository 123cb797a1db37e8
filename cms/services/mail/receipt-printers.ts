import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import type { Language } from '@halaqa/shared/i18n/index';
import type { OrderReceiptDocument, ReceiptDocument } from '@halaqa/shared/receipt-document';

/** Prints receipts as PDFs in a language: a site owner's for a plan, a buyer's for an order. */
export interface ReceiptPrinters {
  plan: (receipt: ReceiptDocument, language: Language) => Promise<Uint8Array>;
  order: (receipt: OrderReceiptDocument, language: Language) => Promise<Uint8Array>;
}

let printers: ReceiptPrinters | undefined;

/**
 * The printers live with Chromium in the site (site/server/receipt-pdf.ts), which the services
 * may not import; a site process hands them over as it starts its job workers, the only place
 * the mails that attach a receipt are sent from.
 */
export function setReceiptPrinters(given: ReceiptPrinters): void {
  printers = given;
}

export function receiptPrinters(): ReceiptPrinters {
  if (!printers) throw new Error('No receipt printers: job workers start with them (startWorkers)');
  return printers;
}

/**
 * The printed PDF, or null on a server that has no Chromium yet (PDFS_UNAVAILABLE, which the start
 * command reports): the mail then goes without its attachment rather than not at all. Any other
 * failure is thrown, so the job tries again.
 */
export async function printedOrNone(print: () => Promise<Uint8Array>): Promise<Uint8Array | null> {
  try {
    return await print();
  } catch (error) {
    if (error instanceof AppError && error.code === AppErrorCode.PDFS_UNAVAILABLE) return null;
    throw error;
  }
}
