import { LRUCache } from 'lru-cache';
import type { Payload } from 'payload';
import { CACHE_BUDGETS } from '@halaqa/shared/cache-budgets';
import { deepFreeze } from '@halaqa/shared/deep-freeze';
import { SESSION_RENEW_WITHIN_MS, SESSION_SEEN_RESOLUTION_MS } from '../../auth/session-cookie';
import type { TenantContext } from '../context';
import { jsonSize } from '../content-version/kept-reads';
import { listenForNotifications, type NotificationFeed } from '../content-version/listen-for-notifications';
import { hashToken } from '../tokens/random-token';
import { validateSessionToken, type ValidatedSession } from './validate-session-token';

/**
 * Validated sessions kept in this process for a short while (issue #13: every signed-in request
 * validated its cookie with database reads before doing its work). An entry is dropped the moment
 * PostgreSQL announces, on commit, that its session was deleted or its user changed (triggers of
 * migration 20261125_103000_session_change_notices, so every writer is heard: a site instance,
 * the editors' admin, plain SQL); and before an entry is used, every announcement committed
 * before the request is heard first (one round trip shared by the requests waiting together).
 * So a sign-out, a suspension, a password change or a role change holds from the next request,
 * as without the cache. While the announcements cannot be heard, nothing is cached.
 */
export const SESSION_CHANNEL = 'halaqa_session_changes';
/** How long an entry lives at most, whatever is heard: a bound on anything the triggers do not see. */
const ENTRY_TTL_MS = 60_000;

export interface Entry {
  tenantId: string;
  userId: string;
  validated: ValidatedSession;
  until: number;
}

/**
 * Bounded by bytes (issue #45), least recently used out first: an entry counts its session and
 * user as JSON, and its key (a token's hash) and ids as text.
 */
const entries = new LRUCache<string, Entry>({
  maxSize: CACHE_BUDGETS.sessions,
  sizeCalculation: (entry, key) => sessionEntryBytes(key, entry),
});
/** The kept sessions, for the test of their bound. */
export { entries as keptSessions };

export function sessionEntryBytes(key: string, { tenantId, userId, validated }: Entry): number {
  return jsonSize(validated) + 2 * (key.length + tenantId.length + userId.length) + 100;
}
/** Counts the drops: a read that started before one may have read what it dropped, and is not kept. */
let drops = 0;
let feed: NotificationFeed | null = null;

function drop(notice: string): void {
  drops += 1;
  let parsed: { tokenHash?: unknown; userId?: unknown };
  try {
    parsed = JSON.parse(notice) as typeof parsed;
  } catch {
    return entries.clear();
  }
  if (typeof parsed.tokenHash === 'string') entries.delete(parsed.tokenHash);
  if (typeof parsed.userId === 'string') {
    const userId = parsed.userId;
    for (const key of [...entries.keys()]) if (entries.peek(key)?.userId === userId) entries.delete(key);
  }
}

function forgetAll(): void {
  drops += 1;
  entries.clear();
}

function listening(payload: Payload): NotificationFeed {
  feed ??= listenForNotifications(payload, SESSION_CHANNEL, { onNotification: drop, onGap: forgetAll });
  return feed;
}

/** A session due to be marked seen or extended goes to the database, which does that (validate-session-token.ts). */
function needsTouch({ session }: ValidatedSession, now: number): boolean {
  return new Date(session.expiresAt).getTime() - now < SESSION_RENEW_WITHIN_MS || now - new Date(session.lastSeenAt).getTime() > SESSION_SEEN_RESOLUTION_MS;
}

/** The cached entry for `key` once every earlier announcement is heard, or null. */
async function freshEntry(feed: NotificationFeed, key: string, tenantId: string): Promise<Entry | null> {
  const entry = entries.get(key);
  const now = Date.now();
  if (!entry || entry.tenantId !== tenantId || entry.until <= now || needsTouch(entry.validated, now)) return null;
  try {
    await feed.catchUp();
  } catch {
    return null;
  }
  // Another request may have validated the same session meanwhile and kept its own entry: it is
  // as fresh (kept only if nothing was dropped while it was read, and dropped on any later change).
  const current = entries.get(key);
  return current && current.tenantId === tenantId ? current : null;
}

/**
 * validateSessionToken, answered from memory when the same session was validated moments ago
 * and nothing about it has changed since. What it returns is frozen: every request of the
 * session shares it (a copy per request was a hundredth of a signed-in page's time).
 */
export async function validateSessionCached(ctx: TenantContext, token: string): Promise<ValidatedSession | null> {
  const changes = listening(ctx.payload);
  const key = hashToken(token);
  const cached = changes.isListening() ? await freshEntry(changes, key, ctx.tenant.id) : null;
  if (cached) return cached.validated;

  const dropsBefore = drops;
  const validated = deepFreeze(await validateSessionToken(ctx, token));
  if (!validated || !changes.isListening() || drops !== dropsBefore) {
    entries.delete(key);
    return validated;
  }
  entries.set(key, { tenantId: ctx.tenant.id, userId: validated.user.id, validated, until: Date.now() + ENTRY_TTL_MS });
  return validated;
}
