/**
 * The bell's notifications, read defensively from GET /api/users/notifications (issue #15): one
 * malformed row once replaced the whole header with the crash screen. A row without an id is
 * left out; one without a title is shown with a generic title; a link that is not a path of this
 * site is dropped (the row shows without one); a time that is not a date is not shown.
 * Hand-checked rather than with a schema library: the header is on every page, and zod would
 * add its weight to each of them for six fields.
 */
export interface BellNotification {
  id: string;
  /** Null when the row has none: the bell shows its generic title. */
  title: string | null;
  message: string;
  /** A path of this site, or null. */
  link: string | null;
  timestamp: Date | null;
  unread: boolean;
}

/** Any origin serves to resolve against: a path that stays on it stays on every one. */
const SOME_ORIGIN = 'https://site.invalid';

/** Whether a link is a path of this site ("/courses/1"), not another site ("//evil", "https://…") or a script. */
export function isSameSitePath(link: string): boolean {
  if (!link.startsWith('/')) return false;
  try {
    return new URL(link, SOME_ORIGIN).origin === SOME_ORIGIN;
  } catch {
    return false;
  }
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

function dateOf(value: unknown): Date | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function notificationOf(row: unknown): BellNotification | null {
  if (typeof row !== 'object' || row === null) return null;
  const fields = row as Record<string, unknown>;
  const id = typeof fields.id === 'number' ? String(fields.id) : text(fields.id);
  if (id === null) return null;
  const link = text(fields.link);
  return {
    id,
    title: text(fields.title),
    message: text(fields.message) ?? '',
    link: link !== null && isSameSitePath(link) ? link : null,
    timestamp: dateOf(fields.timestamp),
    unread: fields.unread === true,
  };
}

/** The notifications of a reply, each row checked; anything but a list is none. */
export function readNotifications(reply: unknown): BellNotification[] {
  if (!Array.isArray(reply)) return [];
  const seen = new Set<string>();
  return reply.flatMap((row) => {
    const notification = notificationOf(row);
    // A repeated id would repeat a React key; the first is kept.
    if (!notification || seen.has(notification.id)) return [];
    seen.add(notification.id);
    return [notification];
  });
}
