import type { CollectionConfig, Field } from 'payload';
import { noOne } from '../../access/noOne';
import { tenantField } from '../../fields/tenant-field';

/**
 * A tenant-owned collection that only services (through the site's /api calls) read and write:
 * hidden in the admin and closed to Payload's own REST/GraphQL, with the tenant field first.
 */
export function privateCollection(slug: string, fields: Field[], indexes: CollectionConfig['indexes'] = []): CollectionConfig {
  return {
    slug,
    admin: { hidden: true },
    access: { create: noOne, read: noOne, update: noOne, delete: noOne },
    indexes,
    fields: [tenantField(), ...fields],
  };
}
