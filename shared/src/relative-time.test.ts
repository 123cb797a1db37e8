import { describe, expect, it } from 'vitest';
import { timeAgo } from './relative-time';

const NOW = new Date('2026-05-10T12:00:00Z');
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000);

describe('timeAgo', () => {
  it.each([
    ['en', 10, 'now'],
    ['en', 5 * 60, '5 minutes ago'],
    ['en', 2 * 3600, '2 hours ago'],
    ['en', 26 * 3600, 'yesterday'],
    ['en', 3 * 86400, '3 days ago'],
    ['en', 14 * 86400, '2 weeks ago'],
    ['en', 400 * 86400, 'last year'],
    ['ar', 2 * 3600, 'قبل ساعتين'],
    ['ar', 10 * 60, 'قبل ١٠ دقائق'],
    ['ar', 11 * 60, 'قبل ١١ دقيقة'],
    ['fr', 2 * 3600, 'il y a 2 heures'],
    ['es', 3 * 86400, 'hace 3 días'],
  ] as const)('in %s, %i seconds ago reads %j', (language, seconds, expected) => {
    expect(timeAgo(ago(seconds), NOW, language)).toBe(expected);
  });

  it('reads a time a little ahead (clock skew) as now', () => {
    expect(timeAgo(ago(-30), NOW, 'en')).toBe('now');
  });
});
