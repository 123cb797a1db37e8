import type { TextFieldServerProps } from 'payload';
import { catalogues, LANGUAGES } from '@halaqa/shared/i18n/index';
import { fieldTextsFor } from './field-texts';
import { framedField } from './framed-field';
import { UserSettingsInput } from './UserSettingsInput';

/** A user's preferences: see UserSettingsInput. Each language is named in itself, as the site's language menu does. */
export default function UserSettingsField({ clientField, path, i18n }: TextFieldServerProps) {
  const languages = LANGUAGES.map((language) => ({ value: language, label: catalogues[language].languages[language] }));
  return <UserSettingsInput field={framedField(clientField, path)} texts={fieldTextsFor(i18n).userSettings} languages={languages} />;
}
