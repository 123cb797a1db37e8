import { LANGUAGES, isLanguage, type Language } from '@halaqa/shared/i18n/languages';
import type { Translate } from '@halaqa/shared/i18n/index';

interface SiteLanguageFieldProps {
  value: Language;
  onChange: (language: Language) => void;
  t: Translate;
}

/** The site's default language (siteLang), each named in its own language; the wizard and the settings page both ask for it. */
export function SiteLanguageField({ value, onChange, t }: SiteLanguageFieldProps) {
  return (
    <label className="field">
      <span className="field-label">{t('wizard.siteLang')}</span>
      <select name="siteLang" value={value} onChange={(event) => isLanguage(event.target.value) && onChange(event.target.value)}>
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`languages.${language}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
