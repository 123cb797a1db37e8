import { settingsOf as parseSettings } from '@halaqa/shared/settings-string';
import type { ThemePreference } from '@halaqa/shared/theme-shades';

/** Dark mode comes from the signed-in user's settings; it is off by default (platform-core §4). */
export function userPrefersDark(settings: string | null | undefined): boolean {
  return parseSettings(settings).darkMode === true;
}

/**
 * How a page is drawn for whoever asks: a signed-in user in the mode their settings say; a
 * visitor, who has no settings, in the one their system asks for (issue #44, item 14).
 */
export function themePreferenceOf(user: { settings?: string | null } | null | undefined): ThemePreference {
  if (!user) return 'system';
  return userPrefersDark(user.settings) ? 'dark' : 'light';
}

/** The language a signed-in user chose in their settings (`settings.lang`), if any. */
export function languageSetting(settings: string | null | undefined): unknown {
  return parseSettings(settings).lang;
}
