import { withCrashScreenAndTexts } from '../shell/CrashScreen';
import { useTranslator, type TranslatedProps } from '../use-translator';
import { TextAreaField } from '../wizard/TextAreaField';
import { SettingsSaveBar } from './SettingsSaveBar';
import { useSettingsForm } from './use-settings-form';
import textsOf from 'virtual:island-texts/legal-settings-form';
import { HydratedForm } from '../HydratedForm';

/** The legal group of the site settings (GET /api/settings/legal): the documents accepted at sign-up. */
export type LegalSettings = { termsOfService: string; privacyPolicy: string };

export interface LegalSettingsFormProps extends TranslatedProps {
  settings: LegalSettings;
}

/** /admin/settings/legal: the terms of service and the privacy policy, as HTML the server sanitises. */
function LegalSettingsForm({ language, messages, settings }: LegalSettingsFormProps) {
  const t = useTranslator(language, messages);
  const form = useSettingsForm({ path: '/api/settings/legal', initial: settings, t, fieldsWithErrors: ['termsOfService', 'privacyPolicy'] });
  const { values, update, fieldErrors } = form;

  return (
    <HydratedForm className="teaching-form settings-form" noValidate onSubmit={form.submit}>
      <p id="legal-html-hint" className="muted">
        {t('siteSettings.htmlHint')}
      </p>
      {(['termsOfService', 'privacyPolicy'] as const).map((name) => (
        <TextAreaField
          key={name}
          name={name}
          label={t(`siteSettings.${name}`)}
          value={values[name]}
          rows={12}
          dir="auto"
          aria-describedby="legal-html-hint"
          error={fieldErrors[name]}
          onChange={(event) => update(name, event.target.value)}
        />
      ))}
      <SettingsSaveBar form={form} t={t} />
    </HydratedForm>
  );
}

export default withCrashScreenAndTexts(textsOf, LegalSettingsForm);
