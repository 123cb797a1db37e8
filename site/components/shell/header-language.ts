import { LANGUAGES, type Language } from '@halaqa/shared/i18n/languages';
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
    await callApi('PUT', '/api/users/me', { settings: JSON.stringify({ ...settingsFrom(userSettings), lang: next }) }).catch(() => null);
  }
  window.location.reload();
}

/** The user's settings as stored; an unreadable string is replaced. */
function settingsFrom(stored: string): Record<string, unknown> {
  try {
    const settings: unknown = JSON.parse(stored);
    return typeof settings === 'object' && settings !== null ? (settings as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
