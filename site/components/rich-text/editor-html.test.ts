// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '@halaqa/cms/services/content/sanitize-rich-text';
import { headlessEditor, shapeOf, throughEditor } from './editor-test-support';

/**
 * The site's editor reads HTML (stored content, or what the Payload admin wrote) and writes the
 * HTML the spec's calls take: each kind of content it offers comes out as it went in.
 */
const WRITTEN = {
  headings: '<h2>الفصل الأول</h2><h3>Section</h3><h4>Detail</h4>',
  paragraphs: '<p dir="rtl">نص عربي <strong>غامق</strong> و<em>مائل</em></p><p>Second line<br>and a break</p>',
  bulletList: '<ul><li>أولًا</li><li>ثانيًا</li></ul>',
  numberedList: '<ol><li>one</li><li>two</li></ol>',
  link: '<p>Read <a href="https://example.com/guide">the guide</a> first</p>',
  quote: '<blockquote>إنما الأعمال بالنيات</blockquote>',
  inlineCode: '<p>Run <code>pnpm test</code> now</p>',
  image: '<p><img src="/files/about/photo.png" alt="صورة الفريق"></p>',
};

describe("the site's editor reads and writes HTML", () => {
  it.each(Object.entries(WRITTEN))('%s come out as they went in', (_kind, html) => {
    expect(throughEditor(html)).toBe(html);
  });

  it('writes nothing the server would remove: its HTML is stored as it is, links opening safely', () => {
    // Read as a browser reads both (the sanitiser writes <br />, the editor <br>).
    const asRead = (html: string) => Object.assign(document.createElement('div'), { innerHTML: html }).innerHTML;
    const openingSafely = (html: string) => html.replace(/<a href="([^"]*)">/g, '<a href="$1" rel="noopener noreferrer" target="_blank">');
    for (const html of Object.values(WRITTEN)) expect(asRead(sanitizeRichText(throughEditor(html)))).toBe(openingSafely(throughEditor(html)));
  });

  it('holds each as the node Payload’s editor uses for it', () => {
    const root = headlessEditor(Object.values(WRITTEN).join('')).getEditorState().toJSON().root as unknown as Record<string, unknown>;
    const kinds = shapeOf(root).children!.map((block) => (block.tag ?? block.listType ? `${block.type}:${block.tag ?? block.listType}` : block.type));
    expect(kinds).toEqual(['heading:h2', 'heading:h3', 'heading:h4', 'paragraph', 'paragraph', 'list:bullet', 'list:number', 'paragraph', 'quote', 'paragraph', 'paragraph']);
    const text = JSON.stringify(shapeOf(root));
    expect(text).toContain('{"type":"link","url":"https://example.com/guide","children":[{"type":"text","format":0,"text":"the guide"}]}');
    // Lexical's text format bits, as Payload's: 1 bold, 2 italic, 16 code.
    expect(text).toContain('{"type":"text","format":16,"text":"pnpm test"}');
    expect(text).toContain('{"type":"text","format":1,"text":"غامق"}');
    expect(text).toContain('{"type":"image","src":"/files/about/photo.png","alt":"صورة الفريق"}');
  });

  it('reads the HTML Payload’s converter writes (list classes, item values, links opening in a new tab)', () => {
    const fromPayload =
      '<h2>عنوان</h2><ul class="list-bullet"><li\n          class=""\n          style=""\n          value="1"\n        >بند</li></ul>' +
      '<p><a href="https://example.com" rel="noopener noreferrer" target="_blank">رابط</a> و<code>x</code></p><blockquote>قول</blockquote>';
    expect(throughEditor(fromPayload)).toBe('<h2>عنوان</h2><ul><li>بند</li></ul><p><a href="https://example.com">رابط</a> و<code>x</code></p><blockquote>قول</blockquote>');
  });

  it('writes nothing for an empty editor, and wraps bare text in a paragraph', () => {
    expect(throughEditor('')).toBe('');
    expect(throughEditor('<p>   </p>')).toBe('');
    expect(throughEditor('plain <strong>words</strong>')).toBe('<p>plain <strong>words</strong></p>');
  });
});
