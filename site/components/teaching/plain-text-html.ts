/**
 * The site's editors write plain text: blank lines separate paragraphs, single newlines break
 * lines. It travels as HTML (the contract's rich text) and the server sanitises it anyway;
 * richer formatting is written in the editors' admin.
 */
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function htmlFromPlainText(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** Back from HTML for editing; `formatted` says it held more than paragraphs and line breaks. */
export function plainTextFromHtml(html: string): { text: string; formatted: boolean } {
  const formatted = /<(?!\/?(p|br)\b)[a-z]/i.test(html);
  const text = html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>\s*<p[^>]*>/gi, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
  return { text, formatted };
}
