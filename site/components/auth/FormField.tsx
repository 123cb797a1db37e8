import type { InputHTMLAttributes } from 'react';

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  name: string;
  label: string;
  error?: string;
}

/** A labelled input with its error below it, announced to screen readers. */
export function FormField({ name, label, error, ...input }: FormFieldProps) {
  const errorId = `${name}-error`;
  return (
    <label className="field">
      <span className="field-label">{label}</span>
      <input name={name} aria-invalid={Boolean(error)} aria-describedby={error ? errorId : undefined} {...input} />
      {error ? (
        <span id={errorId} className="field-error" role="alert">
          {error}
        </span>
      ) : null}
    </label>
  );
}
