'use client';
import { useField } from '@payloadcms/ui';
import { useId } from 'react';
import type { Messages } from '@halaqa/shared/i18n/index';
import { FieldFrame, type FramedField } from './FieldFrame';

export type UserSettingsTexts = Messages['editorsAdmin']['fields']['userSettings'];
type Settings = Record<string, unknown>;

function parsed(value: unknown): Settings {
  try {
    const settings: unknown = JSON.parse(typeof value === 'string' ? value : '{}');
    return settings && typeof settings === 'object' && !Array.isArray(settings) ? (settings as Settings) : {};
  } catch {
    return {};
  }
}

/**
 * A user's preferences, kept as the JSON string the site's contract sends (platform-core §3),
 * as a form: dark mode, language (none: the site's), and mail for notifications (on unless
 * turned off). Keys this form does not know are kept as they are.
 */
export function UserSettingsInput({ field, texts, languages }: { field: FramedField; texts: UserSettingsTexts; languages: { value: string; label: string }[] }) {
  const { value, setValue, showError, errorMessage } = useField<unknown>({ path: field.path });
  const settings = parsed(value);
  const languageId = useId();
  const change = (key: string, next: unknown) => {
    const { [key]: _replaced, ...rest } = settings;
    setValue(JSON.stringify(next === undefined ? rest : { ...rest, [key]: next }));
  };

  return (
    <FieldFrame field={field} showError={showError} errorMessage={errorMessage}>
      <label className="halaqa-field__row">
        <input type="checkbox" checked={settings.darkMode === true} onChange={(event) => change('darkMode', event.target.checked)} />
        {texts.darkMode}
      </label>
      <label className="halaqa-field__row">
        <input type="checkbox" checked={settings.emailNotifications !== false} onChange={(event) => change('emailNotifications', event.target.checked)} />
        {texts.emailNotifications}
      </label>
      <div className="halaqa-field__row">
        <label htmlFor={languageId}>{texts.language}</label>
        <select id={languageId} value={typeof settings.lang === 'string' ? settings.lang : ''} onChange={(event) => change('lang', event.target.value || undefined)}>
          <option value="">{texts.siteLanguage}</option>
          {languages.map((language) => (
            <option key={language.value} value={language.value}>
              {language.label}
            </option>
          ))}
        </select>
      </div>
    </FieldFrame>
  );
}
