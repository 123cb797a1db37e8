import { LANGUAGES, type Language } from '@halaqa/shared/i18n/languages';
import type { Translate } from '@halaqa/shared/i18n/translator';
import { callApi } from '../api-client';
import { useHydrated } from '../use-hydrated';
import { rememberLanguage } from './language-cookies';

/**
 * Changes the interface language: the `lang` and `direction` cookies (platform-core §4, §9) and,
 * for a signed-in user, `settings.lang`, which wins over the cookie on every device. The page is
 * then reloaded so the server renders it in the new language and direction without a flash.
 */
export function LanguageSwitcher({ language, t, userSettings }: { language: Language; t: Translate; userSettings: string | null }) {
  // Disabled until a script runs (React, or visitor-header.ts for the visitors' header): a choice made before would change nothing.
  const hydrated = useHydrated();
  async function choose(next: Language) {
    rememberLanguage(next);
    if (userSettings !== null) {
      let settings: Record<string, unknown> = {};
      try {
        settings = JSON.parse(userSettings) as Record<string, unknown>;
      } catch {
        // An unreadable settings string is replaced.
      }
      await callApi('PUT', '/api/users/me', { settings: JSON.stringify({ ...settings, lang: next }) }).catch(() => null);
    }
    window.location.reload();
  }
  return (
    <label className="language-switcher">
      <span className="visually-hidden">{t('common.language')}</span>
      <select value={language} disabled={!hydrated} onChange={(event) => void choose(event.target.value as Language)} aria-label={t('common.language')}>
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {t(`languages.${code}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
