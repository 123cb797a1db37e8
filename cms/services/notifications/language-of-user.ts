import { isLanguage, type Language } from '@halaqa/shared/i18n/index';
import type { Tenant, User } from '../../payload-types';

/** The language to write to a user in: their settings' `lang`, else the site's language. */
export function languageOfUser(user: Pick<User, 'settings'>, tenant: Pick<Tenant, 'siteLang'>): Language {
  try {
    const lang = (JSON.parse(user.settings ?? '{}') as { lang?: unknown }).lang;
    if (isLanguage(lang)) return lang;
  } catch {
    // A settings string that is not JSON simply has no language.
  }
  return isLanguage(tenant.siteLang) ? tenant.siteLang : 'en';
}
