import { convertHTMLToLexical, editorConfigFactory, type SanitizedServerEditorConfig } from '@payloadcms/richtext-lexical';
import { convertLexicalToHTML, type HTMLConvertersFunction } from '@payloadcms/richtext-lexical/html';
import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import type { Payload } from 'payload';
import { editorFeatures } from '../../lexical/editor-features';
import { siteImageHTMLConverter } from '../../lexical/site-image/html';
import type { Course } from '../../payload-types';
import { sanitizeForEditor } from './sanitize-rich-text';

/**
 * Rich text is stored as the Payload admin's Lexical state (editors work in the admin's editor)
 * and travels through /api as HTML (issue #5). HTML from a request is sanitised first and then
 * converted, so only what the editor itself can represent is ever stored.
 */
export type RichText = NonNullable<Course['longDescription']>;

const editorConfigs = new WeakMap<Payload, Promise<SanitizedServerEditorConfig>>();

function editorConfigOf(payload: Payload): Promise<SanitizedServerEditorConfig> {
  let config = editorConfigs.get(payload);
  if (!config) {
    config = editorConfigFactory.fromFeatures({ config: payload.config, features: editorFeatures });
    editorConfigs.set(payload, config);
  }
  return config;
}

/** HTML from a request → the Lexical state to store; blank HTML is stored as null. */
export async function richTextFromHtml(payload: Payload, html: string): Promise<RichText | null> {
  const clean = sanitizeForEditor(html).trim();
  if (clean === '') return null;
  // jsdom is loaded on the first write of rich text, not when a server starts: it was a tenth of
  // the site's start-up (issue #16), and most processes serve far more reads than writes.
  const { JSDOM } = await import('jsdom');
  const state = convertHTMLToLexical({ editorConfig: await editorConfigOf(payload), html: clean, JSDOM });
  return state as unknown as RichText;
}

/** The same for content that must not be empty (a comment, a post): blank after cleaning is refused. */
export async function requiredRichTextFromHtml(payload: Payload, html: string): Promise<RichText> {
  const state = await richTextFromHtml(payload, html);
  if (!state) throw new AppError(AppErrorCode.VALIDATION, { messageKey: 'validation.contentRequired', field: 'content' });
  return state;
}

/** Payload's converters and the site's image (lexical/site-image), for every Lexical → HTML conversion. */
export const htmlConverters: HTMLConvertersFunction = ({ defaultConverters }) => ({ ...defaultConverters, image: siteImageHTMLConverter });

/** Stored Lexical state → the HTML a reply carries ('' when empty). */
export function htmlFromRichText(value: unknown): string {
  if (!value || typeof value !== 'object' || !('root' in value)) return '';
  return convertLexicalToHTML({ data: value as never, converters: htmlConverters, disableContainer: true });
}
