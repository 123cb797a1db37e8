import type { JSONFieldServerProps, TextFieldServerProps } from 'payload';
import { fieldTextsFor } from './field-texts';
import { FileKeysInput } from './FileKeysInput';
import { framedField } from './framed-field';
import { siteAddress } from './site-address';

/** The admin's file key fields (a logo, a course photo, a lesson's video or files): see FileKeysInput. */
export default async function FileKeysField({ clientField, field, path, i18n }: TextFieldServerProps | JSONFieldServerProps) {
  return (
    <FileKeysInput
      field={framedField(clientField, path)}
      multiple={field.type === 'json'}
      siteOrigin={await siteAddress()}
      texts={fieldTextsFor(i18n).fileKeys}
    />
  );
}
