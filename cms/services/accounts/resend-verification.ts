import type { TenantContext } from '../context';
import { issueAuthToken } from '../tokens/issue-auth-token';
import { sendVerificationMail, type MailContext } from './account-mail';
import { findUserByEmail } from './find-user-by-email';

/**
 * Mails a fresh verification link. The caller replies the same whether or not the address has
 * an unverified account here, so the call cannot be used to find out who is registered.
 */
export async function resendVerification(ctx: TenantContext, email: string, mail: Omit<MailContext, 'tenant'>): Promise<void> {
  const user = await findUserByEmail(ctx, email);
  if (!user || user.verified || user.suspended) return;
  const token = await issueAuthToken(ctx, user.id, 'verify-email');
  // A failed mail is logged, not reported: the reply must not differ for real accounts.
  await sendVerificationMail({ ...mail, tenant: ctx.tenant }, user, token).catch((error: unknown) => console.error(error));
}
