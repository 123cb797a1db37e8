import { describe, expect, it } from 'vitest';
import { translatorFor } from './i18n/index';
import { dateTimeFormat, formatDate, formatDateTime, formatMinutes, listFormat, numberFormat, relativeTimeFormat } from './intl-formats';
import { formatEgp } from './money';

describe('shared Intl formatters', () => {
  it('format as a new formatter would, and are built once per locale and options', () => {
    expect(numberFormat('ar-EG').format(1234)).toBe(new Intl.NumberFormat('ar-EG').format(1234));
    expect(numberFormat('en', { style: 'percent' }).format(0.2)).toBe('20%');
    expect(numberFormat('en')).toBe(numberFormat('en'));
    expect(numberFormat('en')).not.toBe(numberFormat('fr'));
    expect(numberFormat('en', { style: 'percent' })).not.toBe(numberFormat('en'));
    const date = new Date('2026-11-25T12:00:00Z');
    expect(dateTimeFormat('fr', { dateStyle: 'long', timeZone: 'UTC' }).format(date)).toBe('25 novembre 2026');
    expect(dateTimeFormat('fr', { dateStyle: 'long', timeZone: 'UTC' })).toBe(dateTimeFormat('fr', { dateStyle: 'long', timeZone: 'UTC' }));
    expect(listFormat('ar', { type: 'unit' }).format(['نحو', 'صرف'])).toBe(new Intl.ListFormat('ar', { type: 'unit' }).format(['نحو', 'صرف']));
    expect(listFormat('en')).toBe(listFormat('en'));
    expect(listFormat('en', { type: 'unit' })).not.toBe(listFormat('en'));
    expect(relativeTimeFormat('ar', { numeric: 'auto' }).format(-2, 'hour')).toBe('قبل ساعتين');
    expect(relativeTimeFormat('ar', { numeric: 'auto' })).toBe(relativeTimeFormat('ar', { numeric: 'auto' }));
    expect(relativeTimeFormat('ar', { numeric: 'always' })).not.toBe(relativeTimeFormat('ar', { numeric: 'auto' }));
  });

  it.each([
    ['en', 45, '45 minutes'],
    ['en', 60, '1 hour'],
    ['en', 80, '1 hour, 20 minutes'],
    ['fr', 80, '1 heure et 20 minutes'],
    ['ar', 80, 'ساعة و٢٠ دقيقة'],
    ['ar', 125, 'ساعتان و٥ دقائق'],
  ])('say %s durations of %i minutes as the language does', (locale, minutes, expected) => {
    // ICU separates French units with no-break spaces of its choosing.
    expect(formatMinutes(locale, minutes).replace(/\s/gu, ' ')).toBe(expected);
  });
});

describe('one digit system per language (issue #44, item 10)', () => {
  const LATIN = /[0-9]/;
  const ARABIC_INDIC = /[٠-٩]/;
  const date = new Date('2026-11-25T12:00:00Z');
  const ar = translatorFor('ar');
  // Every way a figure reaches an Arabic page: the shared formatters, money, and the texts' numbers.
  const arabic: [string, string][] = [
    ['a number', numberFormat('ar').format(1234.5)],
    ['a percentage', numberFormat('ar', { style: 'percent', maximumFractionDigits: 1 }).format(0.846)],
    ['money', formatEgp(250, 'ar')],
    ['a date', formatDate('ar', date, 'UTC')],
    ['a date and time', formatDateTime('ar', date, 'UTC')],
    ['a relative time', relativeTimeFormat('ar', { numeric: 'auto' }).format(-5, 'hour')],
    ['a duration', formatMinutes('ar', 125)],
    ['a count in a text', ar('catalogue.studentsCount', { count: 103 })],
    ['a number in a text without a format', ar('errors.tooManyRequests', { count: 5 })],
  ];

  it.each(arabic)('writes %s in Arabic in Arabic-Indic digits only (%s)', (_what, text) => {
    expect(text).toMatch(ARABIC_INDIC);
    expect(text).not.toMatch(LATIN);
  });

  it('leaves the other languages their Latin digits, and a year in a text ungrouped', () => {
    expect(numberFormat('fr').format(3)).toBe('3');
    expect(translatorFor('en')('catalogue.studentsCount', { count: 1234 })).toBe('1,234 students');
    expect(formatEgp(250, 'es')).toMatch(/250/);
    expect(translatorFor('en')('errors.tooManyRequests', { count: 2026 })).toContain('2026');
  });
});

describe('one way to write a date per language (issue #44, item 10)', () => {
  const date = '2026-11-25T18:20:00Z';
  it.each([
    ['ar', '٢٥ نوفمبر ٢٠٢٦', '٢٥ نوفمبر ٢٠٢٦ في ٨:٢٠ م'],
    ['en', 'November 25, 2026', 'November 25, 2026 at 8:20 PM'],
    ['es', '25 de noviembre de 2026', '25 de noviembre de 2026 a las 20:20'],
    ['fr', '25 novembre 2026', '25 novembre 2026 à 20:20'],
  ])('writes a date in %s with the month by its name, alone or with the time', (language, day, dayAndTime) => {
    const plain = (text: string) => text.replace(/[\s\u200f]/gu, ' ');
    expect(plain(formatDate(language, date, 'Africa/Cairo'))).toBe(day);
    expect(plain(formatDateTime(language, date, 'Africa/Cairo'))).toBe(dayAndTime);
  });

  it('reads the day where it is asked: late evening in Cairo is already the next day in Tokyo', () => {
    expect(formatDate('en', '2026-11-25T20:00:00Z', 'Africa/Cairo')).toBe('November 25, 2026');
    expect(formatDate('en', '2026-11-25T20:00:00Z', 'Asia/Tokyo')).toBe('November 26, 2026');
  });
});
