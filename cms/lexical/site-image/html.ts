import { escapeHtml } from '@halaqa/shared/escape-html';
import { imageUrl } from '@halaqa/shared/image-widths';
import type { HTMLConverter } from '@payloadcms/richtext-lexical/html';
import { isSiteFileAddress } from './address';
import type { SerializedSiteImageNode } from './node';

const PUBLIC_FILES = '/files/public/';
/** The widest variant a rich-text column (at most about 48rem) needs on a phone's 2–3× screen. */
const RICH_TEXT_WIDTH = 1280;

/**
 * A public image's resized variant (issue #15: a photo in a lesson is not sent at its upload's
 * size); private files have none (services/files/image-variants). One candidate without a width
 * descriptor, not a list of widths: the image's own width is not known here, and for a picture
 * narrower than a listed width the browser would show it smaller than it is (it takes the
 * listed width for the real one). The variant is never wider than the original, so it shows at
 * its own size. A space or comma in the file's name is escaped: in `srcset` they are separators.
 */
function responsiveAttributes(src: string): string {
  if (!src.startsWith(PUBLIC_FILES)) return '';
  const key = src.slice('/files/'.length).replace(/[\s,]/g, (character) => encodeURIComponent(character));
  return ` srcset="${escapeHtml(imageUrl(key, RICH_TEXT_WIDTH))}" loading="lazy"`;
}

/**
 * The image as HTML for convertLexicalToHTML: `<img src alt>`, what the site's editor reads, with
 * its resized variant for the browser to load instead (the editors read `src` and `alt` only).
 * The address is checked again here: what reaches a page is only ever a file of this site.
 */
export const siteImageHTMLConverter: HTMLConverter<SerializedSiteImageNode> = ({ node }) =>
  isSiteFileAddress(node.src) ? `<img src="${escapeHtml(node.src)}"${responsiveAttributes(node.src)} alt="${escapeHtml(node.alt)}">` : '';
