import { describe, expect, it } from 'vitest';
import { isSiteFileAddress, siteOriginOf } from './address';

describe('isSiteFileAddress', () => {
  it.each(['/files/public/materials/1/ab_x.png', '/files/public/about/17/cd_team photo.png', '/files/public/a/1/b_c.png?v=2'])('accepts the site’s file %j', (src) => {
    expect(isSiteFileAddress(src)).toBe(true);
  });

  it.each(['https://evil.example/p.png', '//evil.example/files/x', '/\\evil.example/x', '/files/../x', '/files/%2E%2E/x', '/filesx/a', 'mailto:a@b.c', ''])('refuses %j', (src) => {
    expect(isSiteFileAddress(src)).toBe(false);
  });
});

describe('siteOriginOf', () => {
  it('puts the site’s port on the admin page’s host, none for the default ports', () => {
    expect(siteOriginOf('http:', 'acme.localhost', '4321')).toBe('http://acme.localhost:4321');
    expect(siteOriginOf('https', 'acme.example', '443')).toBe('https://acme.example');
  });
});
