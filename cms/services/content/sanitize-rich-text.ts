import sanitizeHtml from 'sanitize-html';
import { isSiteFileAddress } from '../../lexical/site-image/address';

/**
 * Rich text travels as HTML (spec): before it is stored, everything that could run script or
 * restyle the page is removed. Links keep only http(s) and mailto, and open safely.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'blockquote', 'code', 'pre',
    'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'a', 'img', 'hr', 'span',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'], img: ['src', 'alt'], span: ['dir'], p: ['dir'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/**
 * For content stored as the admin editor's Lexical state: the same, with images only from this
 * site's file store (`/files/…`, lexical/site-image): the editor's image node holds nothing else,
 * and an image from elsewhere in a forum post would tell another server who read it.
 */
export function sanitizeForEditor(html: string): string {
  const options: sanitizeHtml.IOptions = { ...OPTIONS, exclusiveFilter: (frame) => frame.tag === 'img' && !isSiteFileAddress(frame.attribs.src ?? '') };
  return unwrapLinksWithoutAddress(sanitizeHtml(html, options), options);
}

/**
 * A link whose address was removed above (javascript:, data:…) keeps its text and stops being a
 * link: the editor cannot hold a link without an address (storing one failed with a 500).
 */
function unwrapLinksWithoutAddress(html: string, options: sanitizeHtml.IOptions): string {
  return sanitizeHtml(html, {
    ...options,
    // A bare span, which the editor reads as plain text (renaming it to a dropped tag would
    // misname the next link's closing tag: sanitize-html tracks renamed tags by name).
    transformTags: { a: (tagName, attribs) => (attribs.href ? { tagName, attribs } : { tagName: 'span', attribs: {} }) },
  });
}
