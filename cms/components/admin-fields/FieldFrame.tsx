'use client';
import { FieldDescription, FieldError, FieldLabel } from '@payloadcms/ui';
import type { ReactNode } from 'react';
import type { StaticDescription, StaticLabel } from 'payload';

export interface FramedField {
  path: string;
  label?: StaticLabel;
  description?: StaticDescription;
  required?: boolean;
}

/**
 * What every field of the admin has around its input, as Payload's own fields draw it: the label
 * (a legend, since our inputs are groups of controls), the error under it, then the description.
 */
export function FieldFrame({ field, showError, errorMessage, children }: { field: FramedField; showError: boolean; errorMessage?: string; children: ReactNode }) {
  return (
    <fieldset className="field-type halaqa-field">
      <legend>
        <FieldLabel as="span" label={field.label} path={field.path} required={field.required} />
      </legend>
      <FieldError path={field.path} showError={showError} message={errorMessage} />
      {children}
      <FieldDescription description={field.description} path={field.path} />
    </fieldset>
  );
}
