import type { Access, CollectionBeforeChangeHook, PayloadRequest, SanitizedConfig, Where } from 'payload';
import { noOne } from './noOne';
import { isTenantStaff, sessionUserOf } from './staff';

/**
 * Payload adds collections of its own after ours with open defaults: any signed-in user of any
 * site could list, delete and add document locks, and read the migrations log through GraphQL.
 * Their config takes no access option, so it is set on the built config. Admin preferences keep
 * Payload's rule: each user reads and writes only their own.
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

/**
 * Locks held by editors of the user's own site, to editors of that site; nothing to anyone else
 * (a filter that matches nothing rather than a refusal, which the admin's pages would throw).
 */
const locksOfSiteEditors: Access = async (args) => {
  const user = sessionUserOf(args.req);
  const nothing: Where = { id: { exists: false } };
  if (!user || !isTenantStaff(args)) return nothing;
  const heldByEditors: Where = { 'user.value': { in: await editorIdsOfSite(args.req, user.tenant) } };
  return heldByEditors;
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

export function guardBuiltInCollections(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    if (collection.slug === 'payload-locked-documents') {
      // The admin creates locks directly in the database, never through this access.
      collection.access = { ...collection.access, create: noOne, read: locksOfSiteEditors, update: locksOfSiteEditors, delete: locksOfSiteEditors };
      collection.hooks.beforeChange = [...(collection.hooks.beforeChange ?? []), takeOverOnly];
    }
    if (collection.slug === 'payload-migrations') {
      collection.access = { ...collection.access, create: noOne, read: noOne, update: noOne, delete: noOne };
    }
  }
  return config;
}
