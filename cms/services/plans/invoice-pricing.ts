import { platformDetails } from '@halaqa/shared/platform-details';
import type { Invoice } from '../../payload-types';
import type { Pricing } from '../commerce/priced-checkout';

/** What Halaqa prices when a plan invoice is paid: that invoice, for its amount, by its payer. */
export function invoicePricing(invoice: Invoice, payerId: string): Pricing {
  return { kind: 'invoice', buyerId: payerId, total: invoice.amount, lines: [], invoiceId: invoice.id };
}

/** The invoice's line as Paymob shows it to the payer and in the platform's dashboard (at most 200 characters). */
export function invoiceDescription(invoice: Invoice, siteName: string): string {
  return `${platformDetails().name} ${invoice.number}: ${invoice.plan} plan, ${invoice.cycle} (${siteName})`.slice(0, 200);
}
