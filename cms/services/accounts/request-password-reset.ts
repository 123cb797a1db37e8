import type { TenantContext } from '../context';
import { issueAuthToken } from '../tokens/issue-auth-token';
import { sendPasswordResetMail, type MailContext } from './account-mail';
import { findUserByEmail } from './find-user-by-email';

/** Mails a single-use reset link (1 hour). Unknown addresses get the same reply and no mail. */
export async function requestPasswordReset(ctx: TenantContext, email: string, mail: Omit<MailContext, 'tenant'>): Promise<void> {
  const user = await findUserByEmail(ctx, email);
  if (!user || user.suspended) return;
  const token = await issueAuthToken(ctx, user.id, 'reset-password');
  // A failed mail is logged, not reported: the reply must not differ for real accounts.
  await sendPasswordResetMail({ ...mail, tenant: ctx.tenant }, user, token).catch((error: unknown) => console.error(error));
}
