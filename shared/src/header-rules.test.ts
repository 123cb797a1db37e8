import { describe, expect, it } from 'vitest';
import { headerCorners, isCartMode, isHeaderHidden, navLinks } from './header-rules';

describe('isHeaderHidden', () => {
  it.each([
    ['/', false],
    ['/courses', false],
    ['/courses/abc', true],
    ['/courses/abc/', true],
    ['/services/abc', true],
    ['/sign-in', true],
    ['/sign-up', true],
    ['/about', true],
    ['/profile', true],
    ['/blog', false],
    ['/dashboard', false],
    ['/courses/abc/lessons', false],
  ])('%s → %s', (path, hidden) => {
    expect(isHeaderHidden(path)).toBe(hidden);
  });
});

describe('headerCorners', () => {
  it.each([
    ['/blog/article/1', 'square'],
    ['/dashboard', 'square'],
    ['/users/me/scores', 'square'],
    ['/users/42/scores', 'square'],
    ['/dashboard/courses/9/discussion', 'square'],
    ['/', 'rounded'],
    ['/blog', 'rounded'],
    ['/dashboard/courses/9', 'rounded'],
  ])('%s → %s', (path, corners) => {
    expect(headerCorners(path)).toBe(corners);
  });
});

describe('isCartMode', () => {
  it.each([
    ['/courses', true],
    ['/services', true],
    ['/cart', true],
    ['/Courses', false],
    ['/courses/1', false],
    ['/', false],
  ])('%s → %s', (path, cart) => {
    expect(isCartMode(path)).toBe(cart);
  });
});

describe('navLinks', () => {
  it('shows blog, services and about only when their setting is on', () => {
    expect(navLinks({ blogVisible: false, servicesVisible: false, aboutVisible: false }).map((link) => link.key)).toEqual(['home', 'courses']);
    expect(navLinks({ blogVisible: true, servicesVisible: true, aboutVisible: true }).map((link) => link.key)).toEqual([
      'home',
      'courses',
      'blog',
      'services',
      'about',
    ]);
    expect(navLinks({ blogVisible: false, servicesVisible: true, aboutVisible: false }).map((link) => link.href)).toEqual(['/', '/courses', '/services']);
  });
});
