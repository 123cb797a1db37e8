import sanitizeHtml from 'sanitize-html';

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
 * For content stored as the admin editor's Lexical state: the same, without images. The
 * editor represents an image only as an upload of a Payload upload collection, which these
 * texts do not have, so an <img> would become an invalid node; lessons carry files instead.
 */
export function sanitizeForEditor(html: string): string {
  const options = { ...OPTIONS, allowedTags: OPTIONS.allowedTags ? OPTIONS.allowedTags.filter((tag) => tag !== 'img') : [] };
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
