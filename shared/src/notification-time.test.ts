import { describe, expect, it } from 'vitest';
import { notificationTime } from './notification-time';

const now = new Date('2026-11-22T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('notificationTime', () => {
  it.each([
    [ago(0), 'en', 'just now'],
    [ago(59 * MINUTE), 'en', 'just now'],
    [ago(HOUR), 'en', '1 hour ago'],
    [ago(3 * HOUR + 20 * MINUTE), 'en', '3 hours ago'],
    [ago(23 * HOUR + 59 * MINUTE), 'en', '23 hours ago'],
    [ago(3 * HOUR), 'fr', 'il y a 3 heures'],
    [ago(2 * HOUR), 'es', 'hace 2 horas'],
    [ago(2 * HOUR), 'ar', 'قبل ساعتين'],
    [ago(5 * HOUR), 'ar', 'قبل ٥ ساعات'],
  ] as const)('%s in %s → %s', (when, language, expected) => {
    expect(notificationTime(when, now, language, 'just now')).toBe(expected);
  });

  it('shows a date and time, in the language, after a day', () => {
    const text = notificationTime(ago(26 * HOUR), now, 'en', 'just now');
    expect(text).toMatch(/November 21, 2026/);
    expect(notificationTime(ago(26 * HOUR), now, 'fr', 'just now')).toMatch(/21 novembre 2026/);
  });

  it('accepts the ISO strings the API sends', () => {
    expect(notificationTime(ago(2 * HOUR).toISOString(), now, 'en', 'just now')).toBe('2 hours ago');
  });
});
