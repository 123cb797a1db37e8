import type { TextareaHTMLAttributes } from 'react';

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  name: string;
  label: string;
}

/** A labelled multi-line text field, styled like the site's inputs. */
export function TextAreaField({ name, label, ...textarea }: TextAreaFieldProps) {
  return (
    <label className="field">
      <span className="field-label">{label}</span>
      <textarea name={name} rows={3} {...textarea} />
    </label>
  );
}
