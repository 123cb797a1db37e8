import { numberFormat } from './intl-formats';
/**
 * Money as Halaqa shows it (issue #11): Egyptian pounds in the reader's language. Arabic is
 * written with Arabic-Indic digits, as in Egypt: CLDR's plain `ar` now defaults to Latin digits,
 * so Arabic formats as `ar-EG`.
 */
export function numberLocaleOf(language: string): string {
  return language === 'ar' ? 'ar-EG' : language;
}

/** EGP in pounds, e.g. "EGP 150" or "١٥٠ ج.م.‏"; whole pounds without ".00". */
export function formatEgp(pounds: number, language: string): string {
  return numberFormat(numberLocaleOf(language), { style: 'currency', currency: 'EGP', trailingZeroDisplay: 'stripIfInteger' }).format(pounds);
}
