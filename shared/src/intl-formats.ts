/**
 * Shared Intl formatters. Building an Intl.NumberFormat or DateTimeFormat costs far more than
 * formatting with one (ICU loads the locale's data), and a catalogue page formats a few numbers
 * per card: kept per locale and options, they are built once per process.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function cached<F>(cache: Map<string, F>, locale: string, options: object | undefined, build: () => F): F {
  const key = `${locale}|${options ? JSON.stringify(options) : ''}`;
  let format = cache.get(key);
  if (!format) {
    format = build();
    cache.set(key, format);
  }
  return format;
}

export function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
}

export function dateTimeFormat(locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}
