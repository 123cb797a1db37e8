import type { Translate } from '@halaqa/shared/i18n/index';
import { FormAlert, FormSuccess, SubmitButton } from '../auth/FormParts';

interface SettingsSaveBarProps {
  /** What useSettingsForm says of the last save. */
  form: { alert?: string; success: string | null; submitting: boolean };
  t: Translate;
}

/** The end of every settings form: the refusal or the success of the last save, and the button. */
export function SettingsSaveBar({ form, t }: SettingsSaveBarProps) {
  return (
    <>
      <FormAlert message={form.alert} />
      <FormSuccess message={form.success} />
      <div>
        <SubmitButton busy={form.submitting} label={t('siteSettings.save')} busyLabel={t('siteSettings.saving')} />
      </div>
    </>
  );
}
