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
  it('drops images, which the editor cannot hold without an upload collection', () => {
    expect(sanitizeForEditor('<p>Look <img src="https://x.test/a.png"> here</p>')).toBe('<p>Look  here</p>');
  });
});
