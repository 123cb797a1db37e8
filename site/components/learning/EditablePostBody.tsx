import type { Translate } from '@halaqa/shared/i18n/index';
import { PostBody } from './PostBody';
import { PostForm, type ContentFieldRenderer } from './PostForm';

interface EditablePostBodyProps {
  t: Translate;
  /** Unique on the page, for the form's fields. */
  id: string;
  html: string;
  editing: boolean;
  label: string;
  /** Saves the new text; resolves to the message of a refusal, null once saved. */
  onSave: (html: string) => Promise<string | null>;
  /** Editing ends: saved or cancelled. */
  onClose: () => void;
  /** The forum's rich-text field; comments keep the plain text area. */
  contentField?: ContentFieldRenderer;
}

/** A post's text, or, while its author edits it, the same text in the post form. */
export function EditablePostBody({ t, id, html, editing, label, onSave, onClose, contentField }: EditablePostBodyProps) {
  if (!editing) return <PostBody html={html} />;
  return (
    <PostForm
      t={t}
      id={id}
      label={label}
      submitLabel={t('learning.actions.save')}
      initialHtml={html}
      contentField={contentField}
      autoFocus
      onSubmit={async ({ html: edited }) => {
        const problem = await onSave(edited);
        if (!problem) onClose();
        return problem;
      }}
      onCancel={onClose}
    />
  );
}
