/**
 * Batched notifications for owners and course managers (issue #14): the events of one kind in
 * one course (or, for sign-ups, on the site) that reach one person within one clock hour (UTC)
 * make a single notification, which each further event updates. Pure rules, table-tested.
 */

/** What managers are told about; each kind is batched on its own. */
export const MANAGER_EVENT_KINDS = ['signUp', 'registration', 'submission', 'question', 'problemReport'] as const;
export type ManagerEventKind = (typeof MANAGER_EVENT_KINDS)[number];

const HOUR_MS = 60 * 60 * 1000;

/** The clock hour (UTC) `at` falls in: from its start, included, to its end, excluded. */
export function batchWindowOf(at: Date): { start: Date; end: Date } {
  const start = new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);
  return { start, end: new Date(start.getTime() + HOUR_MS) };
}

/**
 * The key of the batch an event joins, unique per recipient (the database's unique index is on
 * recipient and key): its kind, its course (none for sign-ups) and its clock hour.
 */
export function batchKeyOf(kind: ManagerEventKind, courseId: string | null, at: Date): string {
  return `${kind}:${courseId ?? 'site'}:${batchWindowOf(at).start.toISOString()}`;
}

/**
 * How long after its window a batch's mail waits: a write that began just before the hour ended
 * may commit a moment after, and its event must still be in the count the mail gives.
 */
export const BATCH_MAIL_GRACE_MS = 60 * 1000;

/** When the one mail of the batch `at` falls in is sent: when its window has closed. */
export function batchMailAt(at: Date): Date {
  return new Date(batchWindowOf(at).end.getTime() + BATCH_MAIL_GRACE_MS);
}
