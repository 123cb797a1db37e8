import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig } from 'payload';
import { idOf } from '../context';
import { announceContentChange } from './content-changes';

/**
 * Collection hooks that announce a change of what visitors' pages show (see content-changes).
 * They run for every write, whoever makes it: the site's services and the editors' admin alike.
 */

type Hooks = NonNullable<CollectionConfig['hooks']>;

/**
 * For a tenant-owned collection: its documents carry the `tenant` relation. `shows`, when given,
 * says whether a change touched anything a visitor's page shows (users: name, photo, bio…).
 */
export function announceTenantContentChanges(
  shows?: (doc: Record<string, unknown>, previousDoc: Record<string, unknown> | undefined) => boolean,
): Pick<Hooks, 'afterChange' | 'afterDelete'> {
  const afterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
    if (shows && !shows(doc, previousDoc)) return doc;
    const tenants = new Set([idOf(doc?.tenant), idOf(previousDoc?.tenant)].filter((id): id is string => Boolean(id)));
    for (const tenantId of tenants) await announceContentChange(req, { tenantId });
    return doc;
  };
  const afterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
    const tenantId = idOf(doc?.tenant);
    if (tenantId) await announceContentChange(req, { tenantId });
    return doc;
  };
  return { afterChange: [afterChange], afterDelete: [afterDelete] };
}

/** For the tenants collection: a site's settings changed, so its cached tenant is stale too. */
export function announceTenantSettingsChanges(): Pick<Hooks, 'afterChange'> {
  const afterChange: CollectionAfterChangeHook = async ({ doc, req }) => {
    const domains = ((doc?.domains ?? []) as { domain: string }[]).map((entry) => entry.domain);
    await announceContentChange(req, { tenantId: doc.id as string, domains });
    return doc;
  };
  return { afterChange: [afterChange] };
}
