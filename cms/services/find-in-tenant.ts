import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import type { DataFromCollectionSlug, Where } from 'payload';
import type { TenantContext } from './context';
import { tenantDb, type TenantCollection } from './tenant-db';

/**
 * The one document of the request's tenant that matches `conditions` (an id, and what it must
 * belong to), or 404. A document of another tenant is "not found", exactly like one that does
 * not exist, so ids of other sites cannot even be confirmed.
 */
export async function findInTenant<S extends TenantCollection>(ctx: TenantContext, collection: S, conditions: Where[]): Promise<DataFromCollectionSlug<S>> {
  const found = await findInTenantOrNull(ctx, collection, conditions);
  if (!found) throw new AppError(AppErrorCode.NOT_FOUND);
  return found;
}

/** The same, or null: for background jobs, whose document may have gone since they were queued. */
export async function findInTenantOrNull<S extends TenantCollection>(ctx: TenantContext, collection: S, conditions: Where[]): Promise<DataFromCollectionSlug<S> | null> {
  return tenantDb(ctx).findOne({ collection, where: { and: conditions } });
}
