import { createInstance, type TFunction } from 'i18next';
import { ar } from './messages/ar';
import { en, type Messages } from './messages/en';
import { es } from './messages/es';
import { fr } from './messages/fr';

export type { Messages };

/**
 * One typed catalogue per language (messages/*.ts): `Messages` is English's shape, so a key
 * missing from another language fails the type check. i18next does interpolation and plurals.
 */
export const LANGUAGES = ['ar', 'en', 'es', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * The interface starts in Arabic (platform-core §1). Every catalogue is complete (the type
 * check enforces it), so no fallback language is needed at run time.
 */
export const INITIAL_LANGUAGE: Language = 'ar';

export const catalogues: Record<Language, Messages> = { ar, en, es, fr };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function directionOf(language: Language): 'rtl' | 'ltr' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

export type Translate = TFunction;

/**
 * The sections of a language's catalogue an island uses. Pages hand islands only these, so a
 * page's HTML does not carry the whole catalogue once per island.
 */
export function catalogueSections<K extends keyof Messages>(language: Language, sections: readonly K[]): Pick<Messages, K> {
  const catalogue = catalogues[language];
  return Object.fromEntries(sections.map((section) => [section, catalogue[section]])) as Pick<Messages, K>;
}

/** A translator over (part of) one catalogue; islands build it from what the page hands them. */
export function createTranslator(language: Language, messages: Partial<Messages>): Translate {
  const instance = createInstance();
  void instance.init({
    lng: language,
    resources: { [language]: { translation: messages } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance.t.bind(instance) as Translate;
}

const translators = new Map<Language, Translate>();

/** The server's translators, built once per language. */
export function translatorFor(language: Language): Translate {
  let t = translators.get(language);
  if (!t) {
    t = createTranslator(language, catalogues[language]);
    translators.set(language, t);
  }
  return t;
}
