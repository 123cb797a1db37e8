import { htmlFromPlainText } from '../plain-text-html';

/**
 * What a rich-text field (a RichTextField given a `name`) holds in a form being sent: the editor's
 * HTML from its hidden field, or, before the editor has loaded, the stand-in text area's plain
 * text made paragraphs, with `typed` the text as typed so a form can tell whether it was changed.
 */
export function richTextOfForm(form: HTMLFormElement, name: string): { html: string; typed?: string } {
  const field = form.elements.namedItem(name);
  if (field instanceof HTMLTextAreaElement) return { html: htmlFromPlainText(field.value), typed: field.value };
  return { html: field instanceof HTMLInputElement ? field.value : '' };
}
