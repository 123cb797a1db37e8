import type { Certificate } from '../../payload-types';
import type { TenantContext } from '../context';
import { tenantDb } from '../tenant-db';

/**
 * Issued certificates as the contract shows them, found by their public code or by whose they
 * are. Always within the request's tenant: another site's code is simply not found.
 */

/** A private collection, read by services only. */
export function findOne(ctx: TenantContext, conditions: Record<string, { equals: string }>[]): Promise<Certificate | null> {
  return tenantDb(ctx).findOne({ collection: 'certificates', where: { and: conditions } });
}
