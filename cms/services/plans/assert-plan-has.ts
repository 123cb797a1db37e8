import { PlanLimitError } from '@halaqa/shared/plan-limit-error';
import { lockedFeatureOffer } from '@halaqa/shared/plans';
import type { Payload } from 'payload';
import { planOfTenant } from './plan-of-tenant';

/** Refuses, with the plan's 402, a feature the site's plan lacks: an AI call, or meetings. */
export async function assertPlanHas(payload: Payload, tenantId: string, feature: Parameters<typeof lockedFeatureOffer>[1]): Promise<void> {
  const offer = lockedFeatureOffer(await planOfTenant(payload, tenantId), feature);
  if (offer) throw new PlanLimitError(offer);
}
