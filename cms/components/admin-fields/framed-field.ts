import type { ClientFieldWithOptionalType, StaticDescription, StaticLabel } from 'payload';
import type { FramedField } from './FieldFrame';

/** What FieldFrame draws of a field, from Payload's client view of it (plain data, fit for a client component). */
export function framedField(clientField: ClientFieldWithOptionalType, path: string): FramedField {
  const field = clientField as { label?: StaticLabel; required?: boolean; admin?: { description?: StaticDescription } };
  return { path, label: field.label, required: field.required, description: field.admin?.description };
}
