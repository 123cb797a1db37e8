import { useState, type FormEvent, type ReactNode } from 'react';
import type { Translate } from '@halaqa/shared/i18n/index';
import { FormAlert, SubmitButton } from '../auth/FormParts';
import { HydratedButton } from './HydratedButton';
import { plainTextFromHtml } from '../plain-text-html';
import { richTextOfForm } from '../rich-text/form-value';

/**
 * A richer field for the post's text (the forum's rich-text editor): it must carry the text as a
 * form field named `content`, HTML in a hidden input or plain text in a textarea.
 */
export type ContentFieldRenderer = (field: { id: string; label: string; initialHtml: string; autoFocus?: boolean }) => ReactNode;

interface PostFormProps {
  t: Translate;
  /** Unique on the page: the fields' ids derive from it. */
  id: string;
  label: string;
  submitLabel: string;
  /** When given, the form asks for a title first (forum topics). */
  titleLabel?: string;
  /** The text being edited, as HTML. */
  initialHtml?: string;
  initialTitle?: string;
  autoFocus?: boolean;
  /** Sends the post; resolves to the message to show when it failed, null when it was saved. */
  onSubmit: (post: { html: string; title: string }) => Promise<string | null>;
  onCancel?: () => void;
  /** Replaces the plain textarea; see ContentFieldRenderer. */
  contentField?: ContentFieldRenderer;
}

/**
 * Writing a comment, a reply or a forum post: a plain textarea whose text travels as HTML
 * paragraphs (see plain-text-html), or the field `contentField` gives (the forum's editor).
 * Emptied after a successful post; the text stays when the server refuses it, with the reason.
 * The fields are the page's own (uncontrolled), read when the form is sent: what someone typed
 * while the page was still loading its script is what is posted.
 */
export function PostForm({ t, id, label, submitLabel, titleLabel, initialHtml = '', initialTitle = '', autoFocus, onSubmit, onCancel, contentField }: PostFormProps) {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  // A rich field starts again empty once its post is saved: a new field, not a cleared one.
  const [written, setWritten] = useState(0);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = event.currentTarget.elements;
    const titleField = fields.namedItem('title') as HTMLInputElement | null;
    const textField = fields.namedItem('content');
    const title = titleField?.value.trim() ?? '';
    if (titleLabel !== undefined && title === '') return setError(t('validation.titleRequired'));
    const { html } = richTextOfForm(event.currentTarget, 'content');
    if (html === '') return setError(t('validation.contentRequired'));
    setBusy(true);
    try {
      const problem = await onSubmit({ html, title });
      setError(problem ?? undefined);
      if (!problem) {
        if (textField instanceof HTMLTextAreaElement) textField.value = '';
        if (titleField) titleField.value = '';
        setWritten((count) => count + 1);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="post-form" onSubmit={submit} noValidate>
      {titleLabel !== undefined ? (
        <label className="field" htmlFor={`${id}-title`}>
          <span className="field-label">{titleLabel}</span>
          <input id={`${id}-title`} name="title" defaultValue={initialTitle} maxLength={200} />
        </label>
      ) : null}
      {contentField ? (
        <div key={written}>{contentField({ id: `${id}-text`, label, initialHtml, autoFocus })}</div>
      ) : (
        <label className="field" htmlFor={`${id}-text`}>
          <span className="field-label">{label}</span>
          <textarea id={`${id}-text`} name="content" rows={3} defaultValue={plainTextFromHtml(initialHtml)} autoFocus={autoFocus} />
        </label>
      )}
      <FormAlert message={error} />
      <div className="post-form-actions">
        <SubmitButton busy={busy} label={submitLabel} busyLabel={t('learning.actions.posting')} />
        {onCancel ? (
          <HydratedButton className="link-button" onClick={onCancel}>
            {t('learning.actions.cancel')}
          </HydratedButton>
        ) : null}
      </div>
    </form>
  );
}
