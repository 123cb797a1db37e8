import { describe, expect, it } from 'vitest';
import { isSameSitePath, readNotifications } from './notification-items';

const good = { id: 'n1', title: 'New follower', message: 'Omar started following you.', link: '/users/7', timestamp: '2026-11-20T10:00:00.000Z', unread: true };

describe('isSameSitePath', () => {
  it.each<[string, boolean]>([
    ['/courses/1', true],
    ['/courses/1?tab=2#top', true],
    ['/', true],
    ['//evil.example/x', false],
    ['/\\evil.example', false],
    ['https://evil.example/', false],
    ['javascript:alert(1)', false],
    ['courses/1', false],
  ])('%s → %s', (link, expected) => {
    expect(isSameSitePath(link)).toBe(expected);
  });
});

describe('readNotifications', () => {
  it('keeps a well-formed notification as it is', () => {
    expect(readNotifications([good])).toEqual([{ ...good, timestamp: new Date(good.timestamp) }]);
  });

  it.each<[string, unknown, unknown]>([
    ['a reply that is not a list', { error: 'x' }, []],
    ['a row that is not an object', [null, 'x', 3], []],
    ['a row without an id', [{ ...good, id: undefined }], []],
    ['a missing title, shown generically', [{ ...good, title: null }], [expect.objectContaining({ id: 'n1', title: null })]],
    ['a message that is not text', [{ ...good, message: { html: '<b>' } }], [expect.objectContaining({ message: '' })]],
    ['a link to another site, dropped', [{ ...good, link: 'https://evil.example/' }], [expect.objectContaining({ link: null })]],
    ['a script link, dropped', [{ ...good, link: 'javascript:alert(1)' }], [expect.objectContaining({ link: null })]],
    ['a time that is no date', [{ ...good, timestamp: 'infinity' }], [expect.objectContaining({ timestamp: null })]],
    ['unread that is not a boolean', [{ ...good, unread: 'yes' }], [expect.objectContaining({ unread: false })]],
    ['a repeated id, kept once', [good, { ...good, title: 'again' }], [expect.objectContaining({ title: 'New follower' })]],
  ])('%s', (_case, reply, expected) => {
    expect(readNotifications(reply)).toEqual(expected);
  });
});
