/**
 * Shared Intl formatters. Building an Intl.NumberFormat or DateTimeFormat costs far more than
 * formatting with one (ICU loads the locale's data), and a catalogue page formats a few numbers
 * per card: kept per locale and options, they are built once per process.
 *
 * One digit system per language (issue #44, item 10): Arabic is written with Arabic-Indic digits,
 * as in Egypt, in numbers, money, percentages and dates alike. CLDR's plain `ar` now defaults to
 * Latin digits, so every formatter here reads a language as its number locale (`ar` → `ar-EG`).
 */

/** The locale a language's numbers and dates are written in. */
export function numberLocaleOf(language: string): string {
  return language === 'ar' ? 'ar-EG' : language;
}
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const listFormats = new Map<string, Intl.ListFormat>();
const relativeTimeFormats = new Map<string, Intl.RelativeTimeFormat>();

function cached<F>(cache: Map<string, F>, language: string, options: object | undefined, build: (locale: string) => F): F {
  const locale = numberLocaleOf(language);
  const key = `${locale}|${options ? JSON.stringify(options) : ''}`;
  let format = cache.get(key);
  if (!format) {
    format = build(locale);
    cache.set(key, format);
  }
  return format;
}

export function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(numberFormats, locale, options, (resolved) => new Intl.NumberFormat(resolved, options));
}

export function dateTimeFormat(locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(dateTimeFormats, locale, options, (resolved) => new Intl.DateTimeFormat(resolved, options));
}

/**
 * One way to write a date per language (issue #44, item 10): the day, the month by its name and
 * the year ("٤ ديسمبر ٢٠٢٦", "4 December 2026", "4 décembre 2026"). Intl's `medium` style is
 * numeric in Arabic ("٠٤/١٢/٢٠٢٦") but worded in the others, and the two mixed on one screen, so
 * pages write dates through these two and never choose a style of their own. `timeZone` is
 * where the date is read (the reader's, when left out, in the browser; UTC on the server).
 */
export function formatDate(language: string, when: Date | string, timeZone?: string): string {
  return dateTimeFormat(language, { dateStyle: 'long', ...(timeZone ? { timeZone } : {}) }).format(new Date(when));
}

/** The same date with the hour and minute ("٤ ديسمبر ٢٠٢٦ في ٦:٢٠ م"). */
export function formatDateTime(language: string, when: Date | string, timeZone?: string): string {
  return dateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) }).format(new Date(when));
}

export function listFormat(locale: string, options?: Intl.ListFormatOptions): Intl.ListFormat {
  return cached(listFormats, locale, options, (resolved) => new Intl.ListFormat(resolved, options));
}

export function relativeTimeFormat(locale: string, options?: Intl.RelativeTimeFormatOptions): Intl.RelativeTimeFormat {
  return cached(relativeTimeFormats, locale, options, (resolved) => new Intl.RelativeTimeFormat(resolved, options));
}

/** Intl.DurationFormat (Node 23+, Chromium 129+), which TypeScript's libraries do not describe yet. */
interface DurationFormatter {
  format(duration: { hours?: number; minutes?: number }): string;
}
type DurationFormatConstructor = new (locale: string, options: { style: 'short' | 'long' | 'narrow' }) => DurationFormatter;
const durationFormats = new Map<string, DurationFormatter>();

/**
 * Minutes as the language says a duration ("1 hour, 20 minutes", "ساعتان و5 دقائق"), plurals and
 * Arabic's dual included. Where the runtime has no DurationFormat, minutes as a unit ("80 minutes").
 */
export function formatMinutes(locale: string, minutes: number): string {
  const DurationFormat = (Intl as unknown as { DurationFormat?: DurationFormatConstructor }).DurationFormat;
  if (!DurationFormat) return numberFormat(locale, { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(minutes);
  const format = cached(durationFormats, locale, undefined, (resolved) => new DurationFormat(resolved, { style: 'long' }));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return format.format({ ...(hours > 0 ? { hours } : {}), ...(rest > 0 || hours === 0 ? { minutes: rest } : {}) });
}
