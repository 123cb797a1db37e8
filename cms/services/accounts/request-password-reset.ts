import type { Language } from '@halaqa/shared/i18n/index';
import type { TenantContext } from '../context';
import { queueAccountMail } from './account-mail';
import { findUserByEmail } from './find-user-by-email';

/**
 * Mails a single-use reset link (1 hour). Unknown addresses get the same reply and no mail, and
 * the same wait: the mail is a job, so a known address costs one more insert, not an SMTP round.
 */
export async function requestPasswordReset(ctx: TenantContext, email: string, language: Language): Promise<void> {
  const user = await findUserByEmail(ctx, email);
  if (!user || user.suspended) return;
  await queueAccountMail(ctx, user.id, 'reset-password', language);
}
