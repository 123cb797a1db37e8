import { createInstance, type TFunction } from 'i18next';
import { deepFreeze } from '../deep-freeze';
import { ar } from './messages/ar';
import { en, type Messages } from './messages/en';
import { es } from './messages/es';
import { fr } from './messages/fr';
import { rememberingTranslator } from './remembering-translator';

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

const sectionsByKey = new Map<string, Partial<Messages>>();

/**
 * The sections of a language's catalogue an island uses. Pages hand islands only these, so a
 * page's HTML does not carry the whole catalogue once per island. The same sections give the
 * same object, deeply frozen: Astro serialises it once (patches/astro@7.3.5.patch).
 */
export function catalogueSections<K extends keyof Messages>(language: Language, sections: readonly K[]): Pick<Messages, K> {
  const key = `${language}:${sections.join(',')}`;
  let picked = sectionsByKey.get(key);
  if (!picked) {
    const catalogue = catalogues[language];
    picked = deepFreeze(Object.fromEntries(sections.map((section) => [section, catalogue[section]])));
    sectionsByKey.set(key, picked);
  }
  return picked as Pick<Messages, K>;
}

/** The key each catalogueParts object was made for, so its server translator is built once too. */
const partKeys = new WeakMap<object, string>();
const partsByKey = new Map<string, Partial<Messages>>();

/**
 * Parts of a language's catalogue by path (`catalogue.enrol`, `errors.network`, `crash`), for an
 * island that uses a few texts of large sections: Astro serialises every island's props twice per
 * request (for its id and its attribute), and the page's HTML carries them, so whole sections cost
 * every request (issue #13). A key's plural forms (`key_one`, …) come with it. The same paths give
 * the same object, deeply frozen: Astro serialises it once (patches/astro@7.3.5.patch).
 */
export function catalogueParts(language: Language, paths: readonly string[]): Partial<Messages> {
  const key = `${language}:${[...paths].sort().join(',')}`;
  let parts = partsByKey.get(key);
  if (!parts) {
    parts = {};
    for (const path of paths) copyPath(catalogues[language] as unknown as Tree, parts as Tree, path.split('.'));
    deepFreeze(parts);
    partsByKey.set(key, parts);
    partKeys.set(parts, key);
  }
  return parts;
}

type Tree = { [key: string]: Tree | string };

function copyPath(from: Tree, to: Tree, [segment, ...rest]: string[]): void {
  if (segment === undefined) return;
  if (rest.length === 0) {
    for (const key of Object.keys(from)) if (key === segment || key.startsWith(`${segment}_`)) to[key] = from[key]!;
    if (!(segment in to)) throw new Error(`No text at ${segment} in the catalogue`);
    return;
  }
  const child = from[segment];
  if (typeof child !== 'object') throw new Error(`No section ${segment} in the catalogue`);
  const target = (to[segment] ??= {}) as Tree;
  copyPath(child, target, rest);
}

/** A translator over (part of) one catalogue; islands build it from what the page hands them. */
export function createTranslator(language: Language, messages: Partial<Messages>): Translate {
  return sectionsTranslatorOf(language, messages) ?? buildTranslator(language, messages);
}

function buildTranslator(language: Language, messages: Partial<Messages>): Translate {
  const instance = createInstance();
  void instance.init({
    lng: language,
    resources: { [language]: { translation: messages } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance.t.bind(instance) as Translate;
}

const sectionTranslators = new Map<string, Translate>();

/**
 * The server renders every island on every request, and a new i18next instance per render was a
 * tenth of a signed-in page's time. When `messages` are sections taken from the catalogue
 * itself (catalogueSections, before any serialisation: on the server), or an object of
 * catalogueParts, the translator over exactly those texts is built once and kept. It translates only those sections, as the
 * island's own translator in the browser will, so both render the same text. On the client,
 * props arrive as copies and each island builds its own, once.
 */
function sectionsTranslatorOf(language: Language, messages: Partial<Messages>): Translate | null {
  const catalogue = catalogues[language];
  const sections = Object.keys(messages) as (keyof Messages)[];
  const key = partKeys.get(messages) ?? (sections.every((section) => messages[section] === catalogue[section]) ? `${language}:${sections.sort().join(',')}` : null);
  if (key === null) return null;
  let t = sectionTranslators.get(key);
  if (!t) {
    // Kept for the life of the process, so it may as well remember its answers.
    t = rememberingTranslator(buildTranslator(language, messages));
    sectionTranslators.set(key, t);
  }
  return t;
}

const serverTranslators = new Map<Language, Translate>();

/** The server's translators, built once per language (every request asks for one). */
export function translatorFor(language: Language): Translate {
  let t = serverTranslators.get(language);
  if (!t) {
    t = createTranslator(language, catalogues[language]);
    serverTranslators.set(language, t);
  }
  return t;
}
