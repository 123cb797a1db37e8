import { sql } from '@payloadcms/db-postgres';
import type { CollectionBeforeOperationHook } from 'payload';
import { sqlDatabaseOf } from '../sql-database';

/**
 * Every update of a site's row takes the row's lock first, in the update's own transaction.
 * Payload writes back the whole row it read when the update began, so two updates of one site
 * that overlap lose one of them: a payment's new plan was written over by the commerce store
 * job's update read a moment before it (the owner had paid and was on free again), and a
 * settings save could do the same. Runs before Payload reads the row (beforeOperation), so the
 * read sees every update committed before, for every writer: services, the editors' admin and
 * Payload's REST API alike.
 */
export const lockTenantRow: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'update' && operation !== 'updateByID') return args;
  const id = (args as { id?: string | number }).id;
  if (id === undefined || !req.transactionID) return args;
  const database = await sqlDatabaseOf(req.payload, req);
  await database.execute(sql`SELECT 1 FROM tenants WHERE id = ${String(id)} FOR UPDATE`);
  return args;
};
