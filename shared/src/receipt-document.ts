import type { TPriceUnit } from './commerce-event';
import { dateTimeFormat } from './intl-formats';
import type { PlatformDetails } from './platform-details';
import type { TBillingCycle, TPlan } from './plans';

/** What a site owner's receipt for a platform plan says (issue #12), printed by site/server/receipt-pdf.ts. */
export interface ReceiptDocument {
  /** e.g. "HQ-2026-000042" */
  invoiceNumber: string;
  issuedAt: Date;
  paidAt: Date;
  /** Paymob's */
  transactionId: string;
  plan: TPlan;
  cycle: TBillingCycle;
  /** The period paid for, printed as given (dates in Cairo's time zone). */
  periodStart: Date;
  periodEnd: Date;
  /** An integer: 29900 is EGP 299.00. */
  amountPiastres: number;
  site: { name: string; domain: string; ownerName: string; ownerEmail: string };
  platform: PlatformDetails;
}

/** What a buyer's receipt for an order of a site's courses says (issue #44), printed by site/server/receipt-pdf.ts. */
export interface OrderReceiptDocument {
  /** The site's own order number, e.g. "R-000042" (order-number.ts). */
  number: string;
  paidAt: Date;
  /** Paymob's */
  transactionId: string;
  /** Refunded in full. */
  refunded: boolean;
  /** Piastres refunded so far, in full or in part (issue #44, item 5); 0 when nothing. */
  refundedPiastres: number;
  /** Each course as bought: its name then, its price in piastres and what the price bought. */
  lines: { name: string; amountPiastres: number; per: TPriceUnit }[];
  totalPiastres: number;
  site: { name: string; domain: string };
  buyer: { name: string; email: string };
}

/**
 * The date a payment is shown with on its receipt, the receipt mail and the thank-you page: the
 * calendar day in Cairo, where the sites sell in Egyptian pounds, so the three never disagree.
 */
export function receiptDateFormat(language: string): Intl.DateTimeFormat {
  return dateTimeFormat(language, { dateStyle: 'long', timeZone: 'Africa/Cairo' });
}
