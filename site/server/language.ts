import type { AstroCookies } from 'astro';
import { directionOf, INITIAL_LANGUAGE, isLanguage, type Language } from '@halaqa/shared/i18n/index';
import { languageSetting } from './user-settings';

export const LANGUAGE_COOKIE = 'lang';
/**
 * The editors' admin (Payload, on the same host) reads its language from this cookie
 * (`payload-lng`, Payload's `getRequestLanguage`); cookies ignore ports, so the site setting it
 * makes the admin speak the editor's language on the site, right-to-left in Arabic.
 */
export const ADMIN_LANGUAGE_COOKIE = 'payload-lng';
/** platform-core §9: the direction cookie lives at the site root for 365 days. */
export const DIRECTION_COOKIE = 'direction';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The language a signed-in user chose in their settings (`settings.lang`), if any. */
export function languageOfUserSettings(settings: string | null | undefined): Language | null {
  const lang = languageSetting(settings);
  return isLanguage(lang) ? lang : null;
}

/**
 * Pages: the signed-in user's language (settings.lang wins), else the visitor's choice (cookie),
 * else Arabic, the interface's initial language. API replies: the cookie, else English, the contract's wording,
 * so a client that never chose a language reads the messages exactly as the spec gives them.
 */
export function requestLanguage(cookies: AstroCookies, forApi: boolean, userSettings?: string | null): Language {
  const chosen = cookies.get(LANGUAGE_COOKIE)?.value;
  if (forApi) return isLanguage(chosen) ? chosen : 'en';
  return languageOfUserSettings(userSettings) ?? (isLanguage(chosen) ? chosen : INITIAL_LANGUAGE);
}

/** Remembers the page language so the islands' API calls answer in it too. */
export function rememberLanguage(cookies: AstroCookies, language: Language): void {
  const options = { path: '/', maxAge: YEAR_SECONDS, sameSite: 'lax' as const };
  if (cookies.get(LANGUAGE_COOKIE)?.value !== language) cookies.set(LANGUAGE_COOKIE, language, options);
  if (cookies.get(DIRECTION_COOKIE)?.value !== directionOf(language)) cookies.set(DIRECTION_COOKIE, directionOf(language), options);
}

/**
 * Hands a signed-in user's page language to the editors' admin (issue #14). Visitors get no such
 * cookie: they cannot use the admin, and their pages stay cacheable without it.
 */
export function rememberAdminLanguage(cookies: AstroCookies, language: Language): void {
  if (cookies.get(ADMIN_LANGUAGE_COOKIE)?.value !== language) cookies.set(ADMIN_LANGUAGE_COOKIE, language, { path: '/', maxAge: YEAR_SECONDS, sameSite: 'lax' });
}
