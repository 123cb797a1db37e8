import type { Language } from '@halaqa/shared/i18n/index';
import { platformDetails } from '@halaqa/shared/platform-details';
import type { ReceiptDocument } from '@halaqa/shared/receipt-document';
import type { Invoice, Tenant } from '../../payload-types';

/** The receipt of a paid invoice: the platform's details, the site's and its owner's, and what was paid for. */
export function receiptDocumentOf(tenant: Tenant, invoice: Invoice, owner: { name: string; email: string }): ReceiptDocument {
  return {
    invoiceNumber: invoice.number,
    issuedAt: new Date(invoice.createdAt),
    paidAt: new Date(invoice.paidAt!),
    transactionId: invoice.transactionId ?? '',
    plan: invoice.plan,
    cycle: invoice.cycle,
    periodStart: new Date(invoice.periodStart!),
    periodEnd: new Date(invoice.periodEnd!),
    amountPiastres: invoice.amount,
    site: { name: tenant.siteName ?? tenant.name, domain: tenant.domains[0]?.domain ?? '', ownerName: owner.name, ownerEmail: owner.email },
    platform: platformDetails(),
  };
}

/** Prints a receipt as a PDF in `language`. */
export type ReceiptPrinter = (receipt: ReceiptDocument, language: Language) => Promise<Uint8Array>;

let printer: ReceiptPrinter | undefined;

/**
 * The printer lives with Chromium in the site (site/server/receipt-pdf.ts), which the services
 * may not import; a site process hands it over as it starts its job workers, the only place the
 * billing mail that attaches a receipt is sent from.
 */
export function setReceiptPrinter(print: ReceiptPrinter): void {
  printer = print;
}

export function receiptPrinter(): ReceiptPrinter {
  if (!printer) throw new Error('No receipt printer: job workers start with one (startWorkers)');
  return printer;
}
