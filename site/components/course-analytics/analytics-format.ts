import { dateTimeFormat, numberFormat } from '@halaqa/shared/intl-formats';
import type { Language } from '@halaqa/shared/i18n/languages';

/**
 * How the analytics page writes its figures in the reader's language: counts and percents with
 * the language's digits (as the earnings page), and the days of a period, which are calendar days
 * already in the reader's time zone (the call cut them so), written as such.
 */
export const countIn = (language: Language, value: number) => numberFormat(language).format(value);

/** A percent given as 0–100 (one decimal at most). */
export const percentIn = (language: Language, value: number) => numberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);

/** A day of the period (YYYY-MM-DD), e.g. "26 Nov". */
export const dayIn = (language: Language, day: string) => dateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
