import type { Access, CollectionBeforeChangeHook, PayloadRequest, SanitizedConfig } from 'payload';
import { noOne } from './noOne';
import { isTenantStaff, sessionUserOf } from './staff';

/**
 * Payload adds collections of its own after ours (document locks, admin preferences, the
 * migrations log) with open defaults: any signed-in user of any site could list, delete and add
 * document locks. Their config takes no access option, so it is set on the built config.
 */

/** The ids of the editors of the user's site: the only people whose locks they may see. */
async function editorIdsOfSite(req: PayloadRequest, tenant: string): Promise<string[]> {
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { and: [{ tenant: { equals: tenant } }, { or: [{ 'role.role': { in: ['owner', 'admin'] } }, { isTeacher: { equals: true } }] }] },
    pagination: false,
    depth: 0,
    select: {},
    // Explicitly filtered by the user's tenant; the result only narrows the locks shown.
    overrideAccess: true,
    req,
  });
  return docs.map((user) => user.id);
}

/** Locks held by editors of the user's own site, to editors of that site. */
const locksOfSiteEditors: Access = async (args) => {
  const user = sessionUserOf(args.req);
  if (!user || !isTenantStaff(args)) return false;
  return { 'user.value': { in: await editorIdsOfSite(args.req, user.tenant) } };
};

/**
 * Taking over a lock (the admin's PATCH) makes it the editor's own and changes nothing else:
 * a lock is never pointed at another document or handed to another user.
 */
const takeOverOnly: CollectionBeforeChangeHook = ({ req, data, originalDoc, operation }) => {
  const user = sessionUserOf(req);
  if (!user || operation !== 'update') return data;
  return { ...data, document: originalDoc?.document, globalSlug: originalDoc?.globalSlug, user: { relationTo: 'users', value: user.id } };
};

/** Preferences (column widths, open groups) belong to editors, each seeing only their own. */
function staffOnly(access: Access | undefined): Access {
  return (args) => (isTenantStaff(args) ? (access ? access(args) : true) : false);
}

export function guardBuiltInCollections(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    if (collection.slug === 'payload-locked-documents') {
      // The admin creates locks directly in the database, never through this access.
      collection.access = { ...collection.access, create: noOne, read: locksOfSiteEditors, update: locksOfSiteEditors, delete: locksOfSiteEditors };
      collection.hooks.beforeChange = [...(collection.hooks.beforeChange ?? []), takeOverOnly];
    }
    if (collection.slug === 'payload-preferences') {
      const { read, update, delete: remove } = collection.access;
      collection.access = { ...collection.access, create: staffOnly(undefined), read: staffOnly(read), update: staffOnly(update), delete: staffOnly(remove) };
    }
    if (collection.slug === 'payload-migrations') {
      collection.access = { ...collection.access, create: noOne, read: noOne, update: noOne, delete: noOne };
    }
  }
  return config;
}
