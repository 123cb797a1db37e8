import { LANGUAGES, type Language } from '@halaqa/shared/i18n/languages';
import { settingsOf } from '@halaqa/shared/settings-string';
import { callApi } from '../api-client';
import { rememberLanguage } from './language-cookies';

/**
 * Changes the interface language: the `lang` and `direction` cookies (platform-core §4, §9) and,
 * for a signed-in user, `settings.lang`, which wins over the cookie on every device. The page is
 * then reloaded so the server renders it in the new language and direction without a flash.
 */
export function enhanceLanguageSelect(header: HTMLElement): void {
  const select = header.querySelector<HTMLSelectElement>('.language-switcher select');
  if (!select) return;
  select.disabled = false;
  select.addEventListener('change', () => void choose(select));
}

async function choose(select: HTMLSelectElement): Promise<void> {
  if (!(LANGUAGES as readonly string[]).includes(select.value)) return;
  const next = select.value as Language;
  rememberLanguage(next);
  const userSettings = select.dataset.userSettings;
  if (userSettings !== undefined) {
    await callApi('PUT', '/api/users/me', { settings: JSON.stringify({ ...settingsOf(userSettings), lang: next }) }).catch(() => null);
  }
  window.location.reload();
}
