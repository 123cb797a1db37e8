import type { Language } from '@halaqa/shared/i18n/index';
import type { TenantContext } from '../context';
import { queueAccountMail } from './account-mail';
import { findUserByEmail } from './find-user-by-email';

/**
 * Mails a fresh verification link. The caller replies the same whether or not the address has
 * an unverified account here, so the call cannot be used to find out who is registered.
 */
export async function resendVerification(ctx: TenantContext, email: string, language: Language): Promise<void> {
  const user = await findUserByEmail(ctx, email);
  if (!user || user.verified || user.suspended) return;
  await queueAccountMail(ctx, user.id, 'verify-email', language);
}
