/**
 * Comments and forum posts are written in a plain textarea but travel as HTML (issue #5: rich
 * text is HTML, sanitised on the server). Blank lines separate paragraphs; a single newline is
 * a line break. Everything typed is escaped, so what a person types is never read as markup.
 */
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

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

/**
 * The reverse, to edit a post in the same textarea: paragraphs become blank-line separated,
 * line breaks newlines, list items lines; other markup is dropped. Needs a DOM (the browser).
 */
export function plainTextFromHtml(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  for (const lineBreak of [...body.querySelectorAll('br')]) lineBreak.replaceWith('\n');
  for (const item of [...body.querySelectorAll('li')]) item.append('\n');
  return [...body.childNodes]
    .map((node) => (node.textContent ?? '').trim())
    .filter((paragraph) => paragraph.length > 0)
    .join('\n\n');
}
