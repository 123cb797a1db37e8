/**
 * `<input type="datetime-local">` speaks the browser's local time without a zone
 * ("2026-03-10T14:30"); the contract speaks ISO instants. These convert between the two.
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as the input's value, in the browser's zone; empty for none. */
export function localInputOf(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The input's value as an ISO instant; null when it is empty (no due date). */
export function isoOfLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
