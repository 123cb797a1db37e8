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
