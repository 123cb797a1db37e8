import { isLanguage, translatorFor } from '@halaqa/shared/i18n/index';
import { siteAddress } from './admin-fields/site-address';

/**
 * The admin has no sign-in form of its own (Payload's local strategy is off): editors sign in on
 * their site and come back, carrying the same session cookie. This links them to that form, in
 * the admin's language (the site's catalogue: the words are the site's, not Payload's).
 */
export default async function SignInOnSite({ i18n }: { i18n: { language: string } }) {
  const signInUrl = `${await siteAddress()}/sign-in`;
  const t = translatorFor(isLanguage(i18n.language) ? i18n.language : 'en');
  return (
    <div style={{ textAlign: 'center', marginTop: '1.5rem' }}>
      <p>{t('editorsAdmin.signInFirst')}</p>
      <a className="btn btn--style-primary" href={signInUrl}>
        {t('editorsAdmin.signInOnSite')}
      </a>
    </div>
  );
}
