import { describe, expect, it } from 'vitest';
import { htmlFromRichText } from '../../services/content/rich-text';

/** A stored state holding one paragraph with one image of the site's (the site editor's node). */
const withImage = (src: string) => ({
  root: {
    type: 'root',
    version: 1,
    direction: null,
    format: '',
    indent: 0,
    children: [{ type: 'paragraph', version: 1, direction: null, format: '', indent: 0, textFormat: 0, children: [{ type: 'image', version: 1, src, alt: 'لوح' }] }],
  },
});

describe('an image in stored rich text, as HTML', () => {
  it('offers the resized variant of a public image, lazily loaded, keeping the address editors read', () => {
    const html = htmlFromRichText(withImage('/files/public/materials/17/ab12_board.png'));
    expect(html).toContain('src="/files/public/materials/17/ab12_board.png"');
    expect(html).toContain('srcset="/files/public/materials/17/ab12_board.png?w=1280"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('alt="لوح"');
  });

  it('escapes a space or comma in the name, which would split a srcset candidate', () => {
    const html = htmlFromRichText(withImage('/files/public/materials/17/cd34_team photo,1.png'));
    expect(html).toContain('srcset="/files/public/materials/17/cd34_team%20photo%2C1.png?w=1280"');
  });

  it('offers no variants of a private file (it has none)', () => {
    const html = htmlFromRichText(withImage('/files/private/submissions/3/x.png'));
    expect(html).toContain('<img src="/files/private/submissions/3/x.png"');
    expect(html).not.toContain('srcset');
  });
});
