import { translatorFor } from '@halaqa/shared/i18n/index';
import { PlanLimitError } from '@halaqa/shared/plan-limit-error';
import type { TenantContext } from '../context';
import { defineJob } from '../jobs/job-queue';
import { jobTenantContext } from '../jobs/job-tenant';
import { RETRY_FOR_A_DAY } from '../jobs/retry-schedules';
import { languageOfUser } from '../notifications/language-of-user';
import { notify } from '../notifications/notify';
import { findSiteOwner } from '../users/site-owner';

interface SiteFullJob {
  tenantId: string;
  /** The plan's number of users, which the message names. */
  limit: number;
}

/** The owner hears, in their language, that someone could not join because the plan is full. */
export const siteFullJob = defineJob<SiteFullJob>('site-full-notice', { batchSize: 10, retry: RETRY_FOR_A_DAY, expireInSeconds: 60 }, async ({ tenantId, limit }, { payload }) => {
  const ctx = await jobTenantContext(payload, tenantId);
  if (!ctx) return;
  const owner = await findSiteOwner(ctx);
  if (!owner) return;
  const t = translatorFor(languageOfUser(owner, ctx.tenant));
  await notify(ctx, [owner.id], { title: t('plans.siteFull.title'), message: t('plans.siteFull.message', { site: ctx.tenant.siteName ?? ctx.tenant.name, limit }), link: '/admin' });
});

/**
 * A sign-up the plan refused: the owner is told (at most once a day: the job is keyed by the
 * site and the day, so a crowd at the door is one notice), and the visitor reads that the site
 * is full rather than the owner's upgrade wording. Other refusals pass through unchanged.
 */
export async function refusedSignUp(ctx: TenantContext, error: unknown): Promise<unknown> {
  if (!(error instanceof PlanLimitError) || error.upgrade.featureName !== 'users') return error;
  const day = new Date().toISOString().slice(0, 10);
  await siteFullJob.send({ tenantId: ctx.tenant.id, limit: error.upgrade.usageLimit ?? 0 }, { key: `${ctx.tenant.id}:${day}` });
  return new PlanLimitError(error.upgrade, 'errors.siteFull');
}
