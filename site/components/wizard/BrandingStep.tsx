import { FormField } from '../auth/FormField';
import { ImagePicker } from './ImagePicker';
import { SiteLanguageField } from './SiteLanguageField';
import type { StepProps } from './step-props';
import { TextAreaField } from './TextAreaField';

/** Step 1: siteName, siteDesc, siteLongDesc, siteLogo (500x500px recommended) and siteLang. Limits match the settings schema. */
export function BrandingStep({ values, update, t }: StepProps) {
  return (
    <>
      <FormField name="siteName" label={t('wizard.siteName')} value={values.siteName} maxLength={120} onChange={(event) => update('siteName', event.target.value)} />
      <FormField name="siteDesc" label={t('wizard.siteDesc')} value={values.siteDesc} maxLength={300} onChange={(event) => update('siteDesc', event.target.value)} />
      <TextAreaField
        name="siteLongDesc"
        label={t('wizard.siteLongDesc')}
        value={values.siteLongDesc}
        maxLength={5000}
        rows={4}
        onChange={(event) => update('siteLongDesc', event.target.value)}
      />
      <ImagePicker
        id="wizard-site-logo"
        label={t('wizard.siteLogo')}
        hint={t('wizard.logoHint')}
        value={values.siteLogo}
        onChange={(key) => update('siteLogo', key)}
        segment="branding"
        shape="square"
        t={t}
      />
      <SiteLanguageField value={values.siteLang} onChange={(language) => update('siteLang', language)} t={t} />
    </>
  );
}
