import { translatorFor, type Language } from '@halaqa/shared/i18n/index';
import { withReturnPath } from '@halaqa/shared/return-path';
import type { TenantContext } from '../context';
import { findInTenantOrNull } from '../find-in-tenant';
import { defineJob } from '../jobs/job-queue';
import { jobTenantContext } from '../jobs/job-tenant';
import { RETRY_FOR_A_DAY } from '../jobs/retry-schedules';
import { sendMail } from '../mail/send-mail';
import { siteOriginOf } from '../tenants/site-origin';
import { issueAuthToken } from '../tokens/issue-auth-token';

/** The mails with a single-use link an account receives: verify the address, or reset the password. */
export type AccountMailPurpose = 'verify-email' | 'reset-password';

interface AccountMailJob {
  tenantId: string;
  userId: string;
  purpose: AccountMailPurpose;
  /** The language of the request that asked for it (the visitor may not have settings yet). */
  language: Language;
  /** Verification only: the same-site path the visitor signed up from, carried to the sign-in link after verifying. */
  returnTo?: string;
}

/**
 * Sent as a job, never inside a request: the request answers without waiting for SMTP (so a
 * reset for a known address takes as long as one for an unknown one), and a failed send is
 * retried instead of failing the write. The token is made here, in the job, so the queue never
 * holds a usable token (the database keeps only its hash); a retry mails a fresh one.
 */
export const accountMailJob = defineJob<AccountMailJob>('account-mail', { batchSize: 10, retry: RETRY_FOR_A_DAY, expireInSeconds: 60 }, async ({ tenantId, userId, purpose, language, returnTo }, { payload }) => {
  const ctx = await jobTenantContext(payload, tenantId);
  const user = ctx && (await findInTenantOrNull(ctx, 'users', [{ id: { equals: userId } }]));
  if (!ctx || !user || user.suspended || (purpose === 'verify-email' && user.verified)) return;
  const { tenant } = ctx;

  const token = await issueAuthToken(ctx, user.id, purpose);
  const t = translatorFor(language);
  const origin = siteOriginOf(tenant);
  const mail =
    purpose === 'verify-email'
      ? { subject: t('mail.verifySubject', { siteName: tenant.siteName }), text: t('mail.verifyText', { name: user.name, siteName: tenant.siteName, link: withReturnPath(`${origin}/verify/${token}`, returnTo ?? '/') }) }
      : { subject: t('mail.resetSubject', { siteName: tenant.siteName }), text: t('mail.resetText', { name: user.name, siteName: tenant.siteName, link: `${origin}/reset-password?token=${token}` }) };
  await sendMail({ to: user.email, ...mail });
});

/**
 * Queues an account mail for a user of the request's tenant; given the writer's unit of work, it
 * is sent only if that write commits (a sign-up that fails mails nothing).
 */
export function queueAccountMail(ctx: TenantContext, userId: string, purpose: AccountMailPurpose, language: Language, returnTo?: string): Promise<void> {
  return accountMailJob.send({ tenantId: ctx.tenant.id, userId, purpose, language, ...(returnTo ? { returnTo } : {}) }, { req: ctx.req });
}
