/**
 * How a buyer sees an order's number, on the thank-you page and the receipt: the site's own
 * sequence (1, 2, 3…, issue #44 item 3), padded as the owners' plan invoices are (HQ-000042), never
 * the commerce service's internal order id.
 */
export function orderNumberText(number: number): string {
  return `R-${String(number).padStart(6, '0')}`;
}

/** The number back from its text ("R-000042" → 42), or null for anything else. */
export function orderNumberFrom(text: string): number | null {
  const match = /^R-(\d{6,9})$/.exec(text);
  return match ? Number(match[1]) : null;
}
