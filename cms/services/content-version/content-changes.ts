import { sql } from '@payloadcms/db-postgres';
import type { PayloadRequest } from 'payload';
import { sqlDatabaseOf } from '../sql-database';
import { siteTag } from './content-tags';
import { requestChangedContent } from './request-arrival';

/**
 * "This tenant's content changed": what every process that caches rendered pages must hear, at
 * once, whichever process made the change (a site instance through the /api calls, or the
 * editors' admin, a separate Next.js process). It travels two ways:
 * - to this process, synchronously, through `onContentChange` listeners;
 * - to every process, through PostgreSQL NOTIFY on CONTENT_CHANNEL. It is sent on the writing
 *   transaction's own connection, so PostgreSQL delivers it when (and only if) the change commits:
 *   a listener never re-reads the old data after hearing of the new.
 */
export const CONTENT_CHANNEL = 'halaqa_content_changes';

export interface ContentChange {
  tenantId: string;
  /** What changed (content-tags): caches forget the values carrying any of these. */
  tags: readonly string[];
  /** Set when the tenant's own settings changed: the hosts whose cached tenant is now stale. */
  domains?: string[];
}

type Listener = (change: ContentChange) => void;
const listeners = new Set<Listener>();

/** Hears every change made in this process (the caller unsubscribes with the returned function). */
export function onContentChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function parseContentChange(text: string): ContentChange | null {
  try {
    const value = JSON.parse(text) as Partial<ContentChange>;
    if (typeof value.tenantId !== 'string') return null;
    const tags = Array.isArray(value.tags) ? value.tags.filter((tag) => typeof tag === 'string') : [];
    return {
      tenantId: value.tenantId,
      // Without tags (a sender that names none, or none it can read): the whole site changed.
      tags: tags.length > 0 ? tags : [siteTag(value.tenantId)],
      ...(Array.isArray(value.domains) ? { domains: value.domains.filter((domain) => typeof domain === 'string') } : {}),
    };
  } catch {
    return null;
  }
}

/** Tells this process and, once the change commits, every other one (see above). */
export async function announceContentChange(req: PayloadRequest, change: ContentChange): Promise<void> {
  requestChangedContent();
  for (const listener of listeners) listener(change);
  // On the request's transaction when it has one: other processes hear of it once it commits.
  const connection = await sqlDatabaseOf(req.payload, req);
  await connection.execute(sql`SELECT pg_notify(${CONTENT_CHANNEL}, ${JSON.stringify(change)})`);
}
