import { numberFormat, numberLocaleOf } from './intl-formats';

/** The number locale lives with the shared formatters; it is also exported here, where money code has long found it. */
export { numberLocaleOf };

/** Money as Halaqa shows it (issue #11): EGP in pounds in the reader's language, e.g. "EGP 150" or "١٥٠ ج.م.‏"; whole pounds without ".00". */
export function formatEgp(pounds: number, language: string): string {
  return numberFormat(language, { style: 'currency', currency: 'EGP', trailingZeroDisplay: 'stripIfInteger' }).format(pounds);
}
