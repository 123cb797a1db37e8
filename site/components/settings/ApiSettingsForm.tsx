import { FormField } from '../auth/FormField';
import { withCrashScreenAndTexts } from '../shell/CrashScreen';
import { useTranslator, type TranslatedProps } from '../use-translator';
import { SettingsSaveBar } from './SettingsSaveBar';
import { useSettingsForm } from './use-settings-form';
import textsOf from 'virtual:island-texts/api-settings-form';
import { HydratedForm } from '../HydratedForm';

/** The api group as GET /api/settings/api gives it: the secret is SECRET_MASK when one is stored, never itself. */
export type ApiSettings = { googleClientId: string; googleClientSecret: string };

export interface ApiSettingsFormProps extends TranslatedProps {
  settings: ApiSettings;
}

/**
 * /admin/settings/api: the site's Google sign-in client. The secret is write-only: the field
 * holds the mask, and a mask left as it is is not sent, so the stored secret stays.
 */
function ApiSettingsForm({ language, messages, settings }: ApiSettingsFormProps) {
  const t = useTranslator(language, messages);
  // The reply masks the secret again, so the field never holds what was typed once it is saved.
  const form = useSettingsForm({ path: '/api/settings/api', initial: settings, t, fieldsWithErrors: ['googleClientId', 'googleClientSecret'], takeReply: true });
  const { values, update, fieldErrors } = form;

  return (
    <HydratedForm className="teaching-form settings-form" noValidate onSubmit={form.submit}>
      <p className="muted">{t('siteSettings.googleIntro')}</p>
      <FormField
        name="googleClientId"
        label={t('siteSettings.googleClientId')}
        value={values.googleClientId}
        dir="ltr"
        autoComplete="off"
        spellCheck={false}
        maxLength={300}
        error={fieldErrors.googleClientId}
        onChange={(event) => update('googleClientId', event.target.value)}
      />
      <FormField
        name="googleClientSecret"
        type="password"
        label={t('siteSettings.googleClientSecret')}
        value={values.googleClientSecret}
        dir="ltr"
        // Not the owner's own password: the browser must neither fill it in nor offer to keep it.
        autoComplete="new-password"
        maxLength={300}
        aria-describedby="google-secret-hint"
        error={fieldErrors.googleClientSecret}
        onChange={(event) => update('googleClientSecret', event.target.value)}
      />
      <p id="google-secret-hint" className="muted wizard-hint">
        {t('siteSettings.secretHint')}
      </p>
      <SettingsSaveBar form={form} t={t} />
    </HydratedForm>
  );
}

export default withCrashScreenAndTexts(textsOf, ApiSettingsForm);
