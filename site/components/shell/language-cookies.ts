import { directionOf, type Language } from '@halaqa/shared/i18n/languages';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

function setCookie(name: string, value: string) {
  document.cookie = `${name}=${value}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
}

/**
 * Remembers the interface language in the `lang` and `direction` cookies (platform-core §4, §9),
 * which the server reads to render the next page in that language and direction without a flash.
 * Shared by the header island and the visitors' script-only header.
 */
export function rememberLanguage(language: Language): void {
  setCookie('lang', language);
  setCookie('direction', directionOf(language));
}
