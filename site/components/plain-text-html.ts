/**
 * Texts typed in a plain textarea (comments, and the stand-in a rich-text field shows until its
 * editor loads) travel as HTML (issue #5: rich text is HTML, sanitised on the server). Blank lines
 * separate paragraphs; a single newline is a line break. Everything typed is escaped, so what a
 * person types is never read as markup. Pure string work, so it runs in server-rendered islands as
 * well as in browsers.
 */
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const UNESCAPES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ', '&amp;': '&' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

export function htmlFromPlainText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\s*\n\s*/g, '<br>')}</p>`)
    .join('');
}

const BLOCK_END = /<\/(p|h[1-6]|blockquote|pre|ul|ol)>/gi;

/**
 * The reverse, to edit a text in the same textarea: blocks become blank-line separated
 * paragraphs, line breaks and list items lines; other markup is dropped.
 */
export function plainTextFromHtml(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/li>/gi, '\n')
    .replace(BLOCK_END, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(lt|gt|quot|#39|nbsp|amp);/g, (entity) => UNESCAPES[entity]!)
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.replace(/[ \t]*\n[ \t]*/g, '\n').trim())
    .filter((paragraph) => paragraph.length > 0)
    .join('\n\n');
}
