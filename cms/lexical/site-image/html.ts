import { escapeHtml } from '@halaqa/shared/escape-html';
import type { HTMLConverter } from '@payloadcms/richtext-lexical/html';
import { isSiteFileAddress } from './address';
import type { SerializedSiteImageNode } from './node';

/**
 * The image as HTML for convertLexicalToHTML: `<img src alt>`, what the site's editor reads.
 * The address is checked again here: what reaches a page is only ever a file of this site.
 */
export const siteImageHTMLConverter: HTMLConverter<SerializedSiteImageNode> = ({ node }) =>
  isSiteFileAddress(node.src) ? `<img src="${escapeHtml(node.src)}" alt="${escapeHtml(node.alt)}">` : '';
