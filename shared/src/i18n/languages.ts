/**
 * The interface's languages, without their catalogues: what an island in the browser may import
 * (the catalogues of all four languages are the server's; see translator.ts).
 */
export const LANGUAGES = ['ar', 'en', 'es', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * The interface starts in Arabic (platform-core §1). Every catalogue is complete (the type
 * check enforces it), so no fallback language is needed at run time.
 */
export const INITIAL_LANGUAGE: Language = 'ar';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function directionOf(language: Language): 'rtl' | 'ltr' {
  return language === 'ar' ? 'rtl' : 'ltr';
}
