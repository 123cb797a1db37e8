import { deepFreeze } from '../deep-freeze';
import { type Language } from './languages';
import { ar } from './messages/ar';
import { en, type Messages } from './messages/en';
import { es } from './messages/es';
import { fr } from './messages/fr';
import { rememberingTranslator } from './remembering-translator';
import { createTranslator, type Translate } from './translator';

export type { Messages };
export { directionOf, INITIAL_LANGUAGE, isLanguage, LANGUAGES, type Language } from './languages';
export { createTranslator, type Translate } from './translator';

/**
 * One typed catalogue per language (messages/*.ts): `Messages` is English's shape, so a key
 * missing from another language fails the type check. i18next does interpolation and plurals.
 * The server's: islands in the browser import languages.ts and translator.ts, which hold none.
 */
export const catalogues: Record<Language, Messages> = { ar, en, es, fr };

const partsByKey = new Map<string, Partial<Messages>>();

/**
 * Parts of a language's catalogue by path (`catalogue.enrol`, `errors.network`, a whole section
 * as `crash`): the texts an island uses, from its list (site/island-texts, which also builds the
 * browser's copy of them). A key's plural forms (`key_one`, …) come with it. The same paths give
 * the same object, deeply frozen, so the server builds each island's translator once.
 */
export function catalogueParts(language: Language, paths: readonly string[]): Partial<Messages> {
  const key = `${language}:${[...paths].sort().join(',')}`;
  let parts = partsByKey.get(key);
  if (!parts) {
    parts = {};
    for (const path of paths) copyPath(catalogues[language] as unknown as Tree, parts as Tree, path.split('.'));
    deepFreeze(parts);
    partsByKey.set(key, parts);
  }
  return parts;
}

type Tree = { [key: string]: Tree | string };

function copyPath(from: Tree, to: Tree, [segment, ...rest]: string[]): void {
  if (segment === undefined) return;
  if (rest.length === 0) {
    // A key with plural forms may have no plain text at all (`minutes_one`, `minutes_other`).
    const keys = Object.keys(from).filter((key) => key === segment || key.startsWith(`${segment}_`));
    if (keys.length === 0) throw new Error(`No text at ${segment} in the catalogue`);
    for (const key of keys) to[key] = from[key]!;
    return;
  }
  const child = from[segment];
  if (typeof child !== 'object') throw new Error(`No section ${segment} in the catalogue`);
  const target = (to[segment] ??= {}) as Tree;
  copyPath(child, target, rest);
}

const serverTranslators = new Map<Language, Translate>();

/** The server's translators, built once per language (every request asks for one). */
export function translatorFor(language: Language): Translate {
  let t = serverTranslators.get(language);
  if (!t) {
    t = rememberingTranslator(createTranslator(language, catalogues[language]));
    serverTranslators.set(language, t);
  }
  return t;
}
