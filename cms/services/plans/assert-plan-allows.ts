import { PlanLimitError } from '@halaqa/shared/plan-limit-error';
import { countLimitOffer, type TCountedFeature } from '@halaqa/shared/plans';
import { sql } from '@payloadcms/db-postgres';
import type { TenantScope } from '../context';
import { tenantDb } from '../tenant-db';
import type { InTransaction } from '../unit-of-work';
import { planOfTenant } from './plan-of-tenant';
import { usageOf } from './plan-usage';

/**
 * Refuses, with the plan's 402, a write that would take the site past its plan's limit for
 * `feature` (`adding`: how much the write adds, 1 or an upload's bytes). Called inside the
 * write's transaction: a transaction-scoped advisory lock per site and feature makes parallel
 * writes count one after another, so two creations at the limit make one.
 */
export async function assertPlanAllows(tx: InTransaction<TenantScope>, feature: TCountedFeature, adding = 1): Promise<void> {
  await tenantDb(tx).execute(sql`SELECT pg_advisory_xact_lock(hashtextextended('plan:' || ${feature} || ':' || ${tx.tenant.id}, 0))`);
  const plan = await planOfTenant(tx.payload, tx.tenant.id, tx.req);
  const offer = countLimitOffer(plan, feature, await usageOf(tx, feature), adding);
  if (offer) throw new PlanLimitError(offer);
}
