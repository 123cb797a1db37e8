import type { InputHTMLAttributes } from 'react';

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  name: string;
  label: string;
  error?: string;
}

/** The ids of a field's hint (given by the form) and of its error, when there are any. */
export function describedBy(...ids: (string | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

/** A labelled input with its error below it, announced to screen readers. */
export function FormField({ name, label, error, ...input }: FormFieldProps) {
  const errorId = `${name}-error`;
  return (
    <label className="field">
      <span className="field-label">{label}</span>
      <input name={name} aria-invalid={Boolean(error)} {...input} aria-describedby={describedBy(input['aria-describedby'], error ? errorId : undefined)} />
      {error ? (
        <span id={errorId} className="field-error" role="alert">
          {error}
        </span>
      ) : null}
    </label>
  );
}
