import { describe, expect, it } from 'vitest';
import { dateTimeFormat, formatMinutes, listFormat, numberFormat, relativeTimeFormat } from './intl-formats';

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
    ['ar', 80, 'ساعة و20 دقيقة'],
    ['ar', 125, 'ساعتان و5 دقائق'],
  ])('say %s durations of %i minutes as the language does', (locale, minutes, expected) => {
    // ICU separates French units with no-break spaces of its choosing.
    expect(formatMinutes(locale, minutes).replace(/\s/gu, ' ')).toBe(expected);
  });
});
