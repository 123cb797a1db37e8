import { createInstance, type TFunction } from 'i18next';
import type { Language } from './languages';
import type { Messages } from './messages/en';
import { rememberingTranslator } from './remembering-translator';

export type Translate = TFunction;

/**
 * Translators over (part of) one catalogue, for islands and the server alike. This module holds
 * no catalogue: an island gets its texts as a prop, so the browser loads only the texts of the
 * page's language that its islands show, not all four catalogues.
 */

/** Translators kept for deeply frozen texts: the server's catalogue parts, the same on every request. */
const kept = new WeakMap<object, Translate>();

/**
 * A translator over `messages`. The server renders every island on every request, and a new
 * i18next instance per render was a tenth of a signed-in page's time: for a frozen `messages`
 * (catalogueParts gives the same frozen object for the same texts) the translator is built
 * once and kept, and remembers its answers. In the browser each island builds its own, once
 * (useTranslator), over the texts it loaded (site/island-texts).
 */
export function createTranslator(language: Language, messages: Partial<Messages>): Translate {
  if (!Object.isFrozen(messages)) return buildTranslator(language, messages);
  let t = kept.get(messages);
  if (!t) {
    t = rememberingTranslator(buildTranslator(language, messages));
    kept.set(messages, t);
  }
  return t;
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
