// @vitest-environment jsdom
import type { Payload } from '@halaqa/cms/payload-client';
import { describe, expect, it } from 'vitest';
import { htmlFromRichText, richTextFromHtml } from '@halaqa/cms/services/content/rich-text';
import { headlessEditor, shapeOf, throughEditor } from './editor-test-support';

/**
 * Content written in the site's editor is stored as the Payload admin's Lexical state (forum
 * posts, announcements: cms/services/content/rich-text.ts) and comes back as HTML: the admin's
 * editor holds the same structure, and what comes back reads into the site's editor unchanged.
 * The conversion is Payload's own, with the admin editor's features (cms/lexical/editor-features.ts):
 * Payload's defaults and the image of the site's files, the same node in both editors.
 */
// Payload's default editor features ask the configuration only for its collections (uploads, links to documents).
const payload = { config: { collections: [], globals: [], localization: false } } as unknown as Payload;

// Paragraphs as typed, without a `dir` of their own: Payload's converter writes none back (the page's direction applies).
const WRITTEN = [
  '<h2>الفصل الأول</h2><p>نص عربي <strong>غامق</strong> و<em>مائل</em></p>',
  '<h3>Section</h3><h4>Detail</h4><ul><li>أولًا</li><li>ثانيًا</li></ul><ol><li>one</li><li>two</li></ol>',
  '<p>Read <a href="https://example.com/guide">the guide</a> and run <code>pnpm test</code></p><blockquote>إنما الأعمال بالنيات</blockquote>',
  '<p>السبورة:<img src="/files/public/materials/17/ab12_board.png" alt="سبورة الدرس">بعد الدرس</p>',
  [
    '<h2>Lesson</h2><ul><li>first</li></ul><p>See <a href="https://example.com/">this</a> and <code>x = 1</code></p>',
    '<blockquote>A quote</blockquote><p><img src="/files/public/materials/17/cd34_team photo.png" alt="The &quot;team&quot; &amp; us"></p>',
  ].join(''),
];

describe('content written in the site’s editor, through the Payload admin’s Lexical state and back', () => {
  it.each(WRITTEN)('keeps its structure: %s', async (source) => {
    const written = throughEditor(source);
    const stored = (await richTextFromHtml(payload, written)) as unknown as { root: Record<string, unknown> };
    const siteState = headlessEditor(written).getEditorState().toJSON().root as unknown as Record<string, unknown>;
    expect(shapeOf(stored.root)).toEqual(shapeOf(siteState));
    expect(throughEditor(htmlFromRichText(stored))).toBe(written);
  });

  it('stores an image as the site editor’s own node, the same JSON on both sides', async () => {
    const written = '<p><img src="/files/public/materials/17/ab12_board.png" alt="a board"></p>';
    const stored = (await richTextFromHtml(payload, written)) as unknown as { root: { children: [{ children: unknown[] }] } };
    const siteState = headlessEditor(written).getEditorState().toJSON().root as unknown as { children: [{ children: unknown[] }] };
    expect(stored.root.children[0].children).toEqual([{ type: 'image', version: 1, src: '/files/public/materials/17/ab12_board.png', alt: 'a board' }]);
    expect(siteState.children[0].children).toEqual(stored.root.children[0].children);
  });

  it.each(['https://evil.example/p.png', '//evil.example/files/p.png', 'data:image/png;base64,AAAA', '/files/../api/users/me'])(
    'leaves out an image from %s, keeping the text around it',
    async (src) => {
      const stored = await richTextFromHtml(payload, `<p>Before <img src="${src}" alt="pixel"> after</p>`);
      expect(htmlFromRichText(stored)).toBe('<p>Before after</p>');
    },
  );

  it('writes no image whose stored address is not the site’s files (stored by other means than the site)', () => {
    const image = (src: string) => ({ root: { type: 'root', version: 1, children: [{ type: 'paragraph', version: 1, children: [{ type: 'image', version: 1, src, alt: 'x' }] }] } });
    expect(htmlFromRichText(image('https://evil.example/p.png'))).toBe('<p><br /></p>');
    // (with its resized variant: cms/lexical/site-image/html.test.ts)
    expect(htmlFromRichText(image('/files/public/a/1/b_c.png'))).toBe('<p><img src="/files/public/a/1/b_c.png" srcset="/files/public/a/1/b_c.png?w=1280" loading="lazy" alt="x"></p>');
  });
});
