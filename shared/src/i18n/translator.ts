import { createInstance, type TFunction } from 'i18next';
import { numberFormat } from '../intl-formats';
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
    // Every value goes through `format`, so a plain `{{count}}` is written in the language's digits too.
    interpolation: { escapeValue: false, alwaysFormat: true },
    initAsync: false,
  });
  writeNumbersInTheLanguagesDigits(instance.services, language);
  return instance.t.bind(instance) as Translate;
}

type Services = ReturnType<typeof createInstance>['services'];

/**
 * One digit system per language (issue #44, item 10): numbers in texts are written as every other
 * figure on the site is (intl-formats.ts; Arabic in Arabic-Indic digits). i18next's own `number`
 * format uses the plain language, whose CLDR data writes Latin digits for `ar`, so it is replaced;
 * and a number interpolated without a format (`{{count}}`, `{{minutes}}`) is written the same
 * way, without grouping (it may be a year). i18next hands every value to its interpolator's
 * `format` when `alwaysFormat` is on; the formatter set there at init handles the named formats.
 */
function writeNumbersInTheLanguagesDigits({ formatter, interpolator }: Services, language: Language): void {
  formatter?.add('number', (value: number, lng, options: Intl.NumberFormatOptions) => numberFormat(lng ?? language, options).format(value));
  // i18next's types leave the interpolator's `format` out; it is the hook `alwaysFormat` calls.
  const hook = interpolator as unknown as { format: (value: unknown, format: string | undefined, lng: string | undefined, options: object) => unknown };
  const named = hook.format.bind(hook);
  hook.format = (value, format, lng, options) => (!format && typeof value === 'number' ? numberFormat(lng ?? language, { useGrouping: false }).format(value) : named(value, format, lng, options));
}
