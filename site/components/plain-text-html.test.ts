import { describe, expect, it } from 'vitest';
import { htmlFromPlainText, plainTextFromHtml } from './plain-text-html';

describe('htmlFromPlainText', () => {
  it.each([
    ['one line', 'Salam', '<p>Salam</p>'],
    ['paragraphs split by blank lines', 'First\n\nSecond', '<p>First</p><p>Second</p>'],
    ['line breaks inside a paragraph', 'Line one\nLine two', '<p>Line one<br>Line two</p>'],
    ['Windows newlines and extra blank lines', 'A\r\n\r\n\r\nB', '<p>A</p><p>B</p>'],
    ['markup typed by the user, escaped', '<script>alert("x")</script> & \'y\'', '<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;</p>'],
    ['nothing for blank text', '  \n \n', ''],
  ])('%s', (_, text, html) => {
    expect(htmlFromPlainText(text)).toBe(html);
  });
});

describe('plainTextFromHtml', () => {
  it('reads back what htmlFromPlainText wrote', () => {
    const text = 'First line\nsecond line\n\nA <b> is not bold & stays "text"';
    expect(plainTextFromHtml(htmlFromPlainText(text))).toBe(text);
  });

  it('keeps the words of richer HTML (spans, lists, headings) and drops the markup', () => {
    expect(plainTextFromHtml('<h2>Title</h2><p dir="rtl"><span style="white-space: pre-wrap;">مرحبا</span> <strong>بكم</strong></p><ul><li>one</li><li>two</li></ul>')).toBe(
      'Title\n\nمرحبا بكم\n\none\ntwo',
    );
  });
});
