import type { Translate } from '@halaqa/shared/i18n/index';
import type { Tenant, User } from '../../payload-types';
import { sendMail } from '../mail/send-mail';

export interface MailContext {
  tenant: Tenant;
  /** The site's origin as the visitor uses it; links in mail point there. */
  siteOrigin: string;
  t: Translate;
}

/** The mail with the link that verifies an address: `{site}/verify/{token}`. */
export function sendVerificationMail({ tenant, siteOrigin, t }: MailContext, user: Pick<User, 'email' | 'name'>, token: string) {
  return sendMail({
    to: user.email,
    subject: t('mail.verifySubject', { siteName: tenant.siteName }),
    text: t('mail.verifyText', { name: user.name, siteName: tenant.siteName, link: `${siteOrigin}/verify/${token}` }),
  });
}

/** The mail with the link to the reset page: `{site}/reset-password?token=…`. */
export function sendPasswordResetMail({ tenant, siteOrigin, t }: MailContext, user: Pick<User, 'email' | 'name'>, token: string) {
  return sendMail({
    to: user.email,
    subject: t('mail.resetSubject', { siteName: tenant.siteName }),
    text: t('mail.resetText', { name: user.name, siteName: tenant.siteName, link: `${siteOrigin}/reset-password?token=${token}` }),
  });
}
