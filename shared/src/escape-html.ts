/** Text to put in HTML as text, never as markup (a name, a title): the five characters that could start markup or end an attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
