import type { JSONFieldServerProps } from 'payload';
import { fieldTextsFor } from './field-texts';
import { framedField } from './framed-field';
import { TagsInput } from './TagsInput';

/** A lesson's tags: see TagsInput. */
export default function TagsField({ clientField, path, i18n }: JSONFieldServerProps) {
  return <TagsInput field={framedField(clientField, path)} texts={fieldTextsFor(i18n).tags} />;
}
