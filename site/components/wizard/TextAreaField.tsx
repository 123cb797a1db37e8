import type { TextareaHTMLAttributes } from 'react';
import { describedBy } from '../auth/FormField';

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  name: string;
  label: string;
  /** Shown below the field and announced, as FormField does. */
  error?: string;
}

/** A labelled multi-line text field, styled like the site's inputs. */
export function TextAreaField({ name, label, error, ...textarea }: TextAreaFieldProps) {
  const errorId = `${name}-error`;
  return (
    <label className="field">
      <span className="field-label">{label}</span>
      <textarea name={name} rows={3} aria-invalid={Boolean(error)} {...textarea} aria-describedby={describedBy(textarea['aria-describedby'], error ? errorId : undefined)} />
      {error ? (
        <span id={errorId} className="field-error" role="alert">
          {error}
        </span>
      ) : null}
    </label>
  );
}
