import type { Language } from './i18n/languages';
import { relativeTimeFormat } from './intl-formats';

/** The largest unit that fits, with how many seconds it holds. */
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 60 * 60],
  ['month', 30 * 24 * 60 * 60],
  ['week', 7 * 24 * 60 * 60],
  ['day', 24 * 60 * 60],
  ['hour', 60 * 60],
  ['minute', 60],
];

/**
 * How long ago `when` was, in the page's language ("2 hours ago", "منذ ساعتين", "hace 2 horas"):
 * Intl.RelativeTimeFormat has the words and each language's plural forms (Arabic's dual
 * included); under a minute is "now". A time slightly ahead (clock skew) reads as now, too.
 */
export function timeAgo(when: Date | string, now: Date, language: Language): string {
  const format = relativeTimeFormat(language, { numeric: 'auto' });
  const seconds = Math.max(0, (now.getTime() - new Date(when).getTime()) / 1000);
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return format.format(-Math.floor(seconds / size), unit);
  }
  return format.format(0, 'second');
}
