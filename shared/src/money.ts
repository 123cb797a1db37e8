import { numberFormat, numberLocaleOf } from './intl-formats';

/** Money as Halaqa shows it (issue #11): Egyptian pounds in the reader's language. */
export { numberLocaleOf };

/** EGP in pounds, e.g. "EGP 150" or "١٥٠ ج.م.‏"; whole pounds without ".00". */
export function formatEgp(pounds: number, language: string): string {
  return numberFormat(numberLocaleOf(language), { style: 'currency', currency: 'EGP', trailingZeroDisplay: 'stripIfInteger' }).format(pounds);
}
