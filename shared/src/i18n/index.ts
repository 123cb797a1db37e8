import { createInstance, type TFunction } from 'i18next';
import { ar } from './messages/ar';
import { en, type Messages } from './messages/en';
import { es } from './messages/es';
import { fr } from './messages/fr';

/**
 * One typed catalogue per language (messages/*.ts): `Messages` is English's shape, so a key
 * missing from another language fails the type check. i18next does interpolation and fallback.
 */
export const LANGUAGES = ['ar', 'en', 'es', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The interface starts in Arabic (platform-core §1); English fills any gap. */
export const INITIAL_LANGUAGE: Language = 'ar';
export const FALLBACK_LANGUAGE: Language = 'en';

export const catalogues: Record<Language, Messages> = { ar, en, es, fr };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function directionOf(language: Language): 'rtl' | 'ltr' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

export type Translate = TFunction;

const translators = new Map<Language, Translate>();

/** A translator for one language; instances are built once and reused. */
export function translatorFor(language: Language): Translate {
  const cached = translators.get(language);
  if (cached) return cached;
  const instance = createInstance();
  void instance.init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    resources: Object.fromEntries(LANGUAGES.map((lang) => [lang, { translation: catalogues[lang] }])),
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  const t = instance.t.bind(instance) as Translate;
  translators.set(language, t);
  return t;
}
