import { describe, expect, it } from 'vitest';
import { safeReturnPath, signInFor, withReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it.each([
    ['/courses/abc', '/courses/abc'],
    ['/courses?q=نحو&page=2', '/courses?q=%D9%86%D8%AD%D9%88&page=2'],
    ['/courses/abc/lessons/def#notes', '/courses/abc/lessons/def#notes'],
    ['/', '/'],
    ['/about', '/about'],
    ['/verified-teachers', '/verified-teachers'],
  ])('keeps the same-site path %s', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });

  it.each([
    ['//evil.example', 'protocol-relative'],
    ['///evil.example', 'protocol-relative, three slashes'],
    ['/\\evil.example', 'backslash, read as a slash'],
    ['\\\\evil.example', 'backslashes only'],
    ['https://evil.example', 'absolute URL'],
    ['http:/evil.example', 'scheme without slashes'],
    ['javascript:alert(1)', 'script scheme'],
    ['evil.example/path', 'relative without a slash'],
    ['/\t/evil.example', 'tab the parser drops'],
    ['/\n/evil.example', 'newline the parser drops'],
    ['/courses\u0000', 'NUL'],
    ['/courses\u0085', 'C1 control'],
    ['', 'empty'],
    ['/sign-in', 'the sign-in page itself'],
    ['/sign-up/?returnTo=/x', 'the sign-up page itself'],
    ['/verify/abcdefghijklmnopqrstuvwx', 'a verification link'],
    ['/reset-password?token=abc', 'a reset link'],
    ['/forgot-password', 'the forgotten-password page'],
    [`/${'a'.repeat(2001)}`, 'too long'],
  ])('falls back to home for %j (%s)', (input) => {
    expect(safeReturnPath(input)).toBe('/');
  });

  it('falls back to home for what is not a string', () => {
    expect(safeReturnPath(null)).toBe('/');
    expect(safeReturnPath(undefined)).toBe('/');
    expect(safeReturnPath(['/courses'])).toBe('/');
  });
});

describe('withReturnPath', () => {
  it('adds the encoded path to the link', () => {
    expect(withReturnPath('/sign-in', '/courses/abc?x=1')).toBe('/sign-in?returnTo=%2Fcourses%2Fabc%3Fx%3D1');
  });

  it('leaves the link plain when the return is home or unsafe', () => {
    expect(withReturnPath('/sign-in', '/')).toBe('/sign-in');
    expect(withReturnPath('/sign-up', '//evil.example')).toBe('/sign-up');
  });
});

describe('signInFor', () => {
  it('signs in and comes back to the page asked for, query included', () => {
    expect(signInFor(new URL('https://acme.example/admin/courses/abc?lesson=7'))).toBe('/sign-in?returnTo=%2Fadmin%2Fcourses%2Fabc%3Flesson%3D7');
  });
});
