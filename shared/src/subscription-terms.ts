import type { TBillingCycle } from './plans';

/**
 * The words of a site's paid subscription (platform-core §3 "Subscription", issue #12) that more
 * than one place needs: the collections, the API contract, the renewal job and the page.
 */

/** Automatic: the renewal invoice is charged to the owner's saved card; manual: the owner pays it. */
export const RENEWAL_TYPES = ['automatic', 'manual'] as const;
export type TRenewalType = (typeof RENEWAL_TYPES)[number];

/** `end_of_cycle`: the plan runs to the end of the paid period, then the site is on free; `immediate`: now. */
export const CANCEL_TIMINGS = ['end_of_cycle', 'immediate'] as const;
export type TCancelTiming = (typeof CANCEL_TIMINGS)[number];

export const INVOICE_STATUSES = ['open', 'paid', 'void'] as const;
export type TInvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** Why an invoice exists: a plan bought now (from free, or after expiry), or the next period. */
export const INVOICE_KINDS = ['purchase', 'renewal'] as const;
export type TInvoiceKind = (typeof INVOICE_KINDS)[number];

/** The renewal invoice is made this long before the period ends, so a manual payer has time. */
export const RENEWAL_NOTICE_MS = 3 * 24 * 60 * 60 * 1000;

/**
 * The end of a period that starts at `start`: the same day of the next month or year, held to
 * that month's last day (31 January + 1 month = 28 or 29 February), in UTC.
 */
export function periodEndFrom(start: Date, cycle: TBillingCycle): Date {
  const end = new Date(start.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  if (cycle === 'monthly') end.setUTCMonth(end.getUTCMonth() + 1);
  else end.setUTCFullYear(end.getUTCFullYear() + 1);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}
