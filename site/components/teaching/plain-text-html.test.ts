import { describe, expect, it } from 'vitest';
import { htmlFromPlainText, plainTextFromHtml } from './plain-text-html';

describe('plain text ⇄ HTML', () => {
  it('makes paragraphs and line breaks, escaping markup', () => {
    expect(htmlFromPlainText('First line\nsecond line\n\n<b>Not bold</b> & more')).toBe('<p>First line<br>second line</p><p>&lt;b&gt;Not bold&lt;/b&gt; &amp; more</p>');
    expect(htmlFromPlainText('  \n\n ')).toBe('');
  });

  it('comes back to the same text, and tells when the HTML had formatting', () => {
    const text = 'One\ntwo\n\nThree < four';
    expect(plainTextFromHtml(htmlFromPlainText(text))).toEqual({ text, formatted: false });
    expect(plainTextFromHtml('<p>Hello <strong>you</strong></p>')).toEqual({ text: 'Hello you', formatted: true });
  });
});
