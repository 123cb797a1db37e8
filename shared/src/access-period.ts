import type { TPriceUnit } from './commerce-event';

/**
 * What a purchase buys (issue #11): a price per `week | month | day | year` buys access for that
 * period from the payment, and buying again while it lasts extends it from its end; `lifetime`
 * buys it for good (null). Months and years are calendar ones in UTC; a day that the shorter
 * month lacks is clamped to its last day (31 January + 1 month = 28/29 February).
 */
export type AccessPeriod = TPriceUnit;

function addMonthsClamped(from: Date, months: number): Date {
  const result = new Date(from.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/** The end of access after a purchase; null means for good. */
export function accessUntilAfterPurchase({ per, paidAt, currentUntil }: { per: AccessPeriod; paidAt: Date; currentUntil: Date | null | undefined }): Date | null {
  // A lifetime purchase, or access already for good (a lifetime purchase or a free registration), stays for good.
  if (per === 'lifetime' || per === 'session' || currentUntil === null) return null;
  const from = currentUntil && currentUntil.getTime() > paidAt.getTime() ? currentUntil : paidAt;
  const day = 24 * 60 * 60 * 1000;
  if (per === 'day') return new Date(from.getTime() + day);
  if (per === 'week') return new Date(from.getTime() + 7 * day);
  if (per === 'month') return addMonthsClamped(from, 1);
  return addMonthsClamped(from, 12);
}

/** Whether access recorded as lasting until `until` (null or absent: for good) holds at `now`. */
export function hasAccess(until: string | Date | null | undefined, now = new Date()): boolean {
  return until === null || until === undefined || new Date(until).getTime() > now.getTime();
}
