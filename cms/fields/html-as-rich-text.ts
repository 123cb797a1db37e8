import type { CollectionBeforeValidateHook, Field, FieldHook } from 'payload';
import { htmlFromRichText, richTextFromHtml } from '../services/content/rich-text';

/**
 * An HTML text field of a group (the about page's `about.content`) edited in the admin as rich
 * text, in Payload's own Lexical editor, while what is stored and what the site's API sends stay
 * the sanitised HTML (docs/decisions/rich-text.md, "The about text in the admin"). The HTML field
 * is left out of the admin; beside it, a virtual rich-text field (no column) holds the editor's
 * state: read from the HTML when the admin opens the document, and written back as HTML when the
 * admin saves a changed text. The HTML field's own checks (sanitising, the site's schema) then run
 * on that HTML as on any write.
 */
export interface HtmlAsRichText {
  /** The group holding both fields. */
  group: string;
  /** The stored HTML field. */
  html: string;
  /** The virtual rich-text field the admin edits. */
  editor: string;
}

/**
 * The editor's state of the stored HTML, for the admin and Payload's REST API (reads with the
 * reader's access, one document at a time). Services read with overrideAccess and lists many
 * documents at once: neither needs it, and the conversion loads a DOM (jsdom).
 */
const editorStateOfHtml =
  (html: string): FieldHook =>
  async ({ siblingData, overrideAccess, findMany, req }) => {
    if (overrideAccess || findMany) return undefined;
    const stored = (siblingData as Record<string, unknown>)[html];
    return typeof stored === 'string' ? richTextFromHtml(req.payload, stored) : null;
  };

/** The virtual rich-text field, to put in the group's fields beside the HTML field (which takes `admin: { disabled: true }`). */
export function richTextEditorOf({ html, editor }: HtmlAsRichText): Field {
  // Payload makes a virtual field read-only in the admin unless told otherwise.
  return { name: editor, type: 'richText', virtual: true, admin: { readOnly: false }, hooks: { afterRead: [editorStateOfHtml(html)] } };
}

/**
 * A collection `beforeValidate` hook: the editor's state, when a write carries one, becomes the
 * HTML field's new value, but only when it says something other than the stored HTML did. The
 * editor cannot hold everything HTML can (a `dir` on a paragraph, an image from elsewhere), so a
 * save of other fields, or of the document as it was opened, keeps the stored HTML as it is.
 */
export function htmlFromRichTextEditor({ group, html, editor }: HtmlAsRichText): CollectionBeforeValidateHook {
  return async ({ data, originalDoc, req }) => {
    const fields = data?.[group] as Record<string, unknown> | undefined;
    if (!fields || !(editor in fields)) return data;
    const { [editor]: state, ...rest } = fields;
    // Payload's update carries the field as it read it (undefined for a service's read): only an
    // editor's state is a text written; read as '' it emptied the page on every other save.
    if (!state || typeof state !== 'object' || !('root' in state)) return { ...data, [group]: rest };
    const written = htmlFromRichText(state);
    const storedHtml = (originalDoc?.[group] as Record<string, unknown> | undefined)?.[html];
    const stored = typeof storedHtml === 'string' ? storedHtml : '';
    const unchanged = written === htmlFromRichText(await richTextFromHtml(req.payload, stored));
    return { ...data, [group]: unchanged ? rest : { ...rest, [html]: written } };
  };
}
