import type { ThemePreference } from '@halaqa/shared/theme-shades';

/** The user's settings string (platform-core §3) read safely: unreadable settings mean defaults. */
function parseSettings(settings: string | null | undefined): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(settings ?? '{}');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

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
