import { siteSettingsOf } from '@halaqa/cms/services/accounts/public-user';
import { isLanguage } from '@halaqa/shared/i18n/index';
import { isOwner } from '@halaqa/shared/rights';
import type { SetupWizardProps } from '../components/wizard/SetupWizard';

/**
 * Run on the server by Base.astro: the wizard's props for the site's owner while its onboarding
 * is incomplete (platform-core §4, §6), else null, so no one else's page carries the island or
 * downloads its code.
 */
export function setupWizardPropsOf({ tenant, user, language }: Pick<App.Locals, 'tenant' | 'user' | 'language'>): Omit<SetupWizardProps, 'messages'> | null {
  if (!user || !isOwner(user) || tenant.onboardingComplete) return null;
  const settings = siteSettingsOf(tenant);
  return {
    language,
    settings: {
      siteName: settings.siteName,
      siteDesc: settings.siteDesc,
      siteLongDesc: settings.siteLongDesc,
      siteLogo: settings.siteLogo,
      siteLang: isLanguage(settings.siteLang) ? settings.siteLang : 'en',
      themeColor: settings.themeColor,
      secThemeColor: settings.secThemeColor,
      homeBackground: settings.homeBackground,
    },
  };
}
