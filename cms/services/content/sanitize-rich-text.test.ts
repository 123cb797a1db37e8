import { describe, expect, it } from 'vitest';
import { sanitizeForEditor, sanitizeRichText } from './sanitize-rich-text';

describe('sanitizeRichText', () => {
  it.each([
    ['<p>Hello <strong>world</strong></p>', '<p>Hello <strong>world</strong></p>'],
    ['<p onclick="steal()">Hi</p>', '<p>Hi</p>'],
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a rel="noopener noreferrer" target="_blank">x</a>'],
    ['<a href="https://halaqa.test">x</a>', '<a href="https://halaqa.test" rel="noopener noreferrer" target="_blank">x</a>'],
    ['<img src="x" onerror="alert(1)">', '<img src="x" />'],
    ['<style>body{display:none}</style><p dir="rtl">نص</p>', '<p dir="rtl">نص</p>'],
  ])('%s → %s', (input, expected) => {
    expect(sanitizeRichText(input)).toBe(expected);
  });
});

describe('sanitizeForEditor', () => {
  it('keeps an image of the site’s own files, with its description', () => {
    expect(sanitizeForEditor('<p>Look <img src="/files/public/materials/1/ab_x.png" alt="a board" onerror="x()"> here</p>')).toBe(
      '<p>Look <img src="/files/public/materials/1/ab_x.png" alt="a board" /> here</p>',
    );
  });

  it.each([
    'https://evil.example/p.png',
    'http://evil.example/files/p.png',
    '//evil.example/files/p.png',
    '/\\evil.example/files/p.png',
    'data:image/png;base64,AAAA',
    'javascript:alert(1)',
    '/api/users/me',
    '/files/../api/users/me',
    '/files/%2e%2e/api/users/me',
    'files/public/x.png',
    '',
  ])('drops an image from %j: no other server learns who read the text', (src) => {
    expect(sanitizeForEditor(`<p>Look <img src="${src}" alt="x"> here</p>`)).toBe('<p>Look  here</p>');
  });

  it.each(['javascript:alert(1)', 'JaVa\tScRiPt:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:x'])('keeps the text of a link to %s and drops the link', (href) => {
    expect(sanitizeForEditor(`<p>Read <a href="${href}">this</a> and <a href="https://x.test/">that</a></p>`)).toBe(
      '<p>Read <span>this</span> and <a href="https://x.test/" rel="noopener noreferrer" target="_blank">that</a></p>',
    );
  });
});
