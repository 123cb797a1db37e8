import { LANGUAGES, type Language } from '@halaqa/shared/i18n/languages';
import type { Translate } from '@halaqa/shared/i18n/translator';

/**
 * The interface language (platform-core §4, §9), disabled until header-language.ts runs (a choice
 * made before would change nothing). A signed-in user's settings ride along, so the script can
 * save the choice in `settings.lang`, which wins over the cookie on every device.
 */
export function LanguageSwitcher({ language, t, userSettings }: { language: Language; t: Translate; userSettings: string | null }) {
  return (
    <label className="language-switcher">
      <span className="visually-hidden">{t('common.language')}</span>
      <select defaultValue={language} disabled aria-label={t('common.language')} data-user-settings={userSettings ?? undefined}>
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {t(`languages.${code}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
