import { useState } from 'react';
import type { Language } from '@halaqa/shared/i18n/languages';
import { FormField } from '../auth/FormField';
import { withCrashScreenAndTexts } from '../shell/CrashScreen';
import { useTranslator, type TranslatedProps } from '../use-translator';
import { SECONDARY_COLOUR_PRESETS, THEME_COLOUR_PRESETS } from '../wizard/colour-presets';
import { ImagePicker } from '../wizard/ImagePicker';
import { SiteLanguageField } from '../wizard/SiteLanguageField';
import { TextAreaField } from '../wizard/TextAreaField';
import { ThemePreview } from '../wizard/ThemePreview';
import '../wizard/setup-wizard.css';
import { ColourField } from './ColourField';
import { SettingsSaveBar } from './SettingsSaveBar';
import { useSettingsForm } from './use-settings-form';
import textsOf from 'virtual:island-texts/general-settings-form';
import { HydratedForm } from '../HydratedForm';

/** The general group of the site settings (platform-core §3) as this form edits it. */
export type GeneralSettings = {
  siteName: string;
  siteDesc: string;
  siteLongDesc: string;
  /** File keys of uploaded images, or empty. */
  siteLogo: string;
  homeBackground: string;
  siteLang: Language;
  themeColor: string;
  secThemeColor: string;
  /** Course cards on the home page, 0 to 5 (§5). */
  displayCourses: number;
  blogVisible: boolean;
  servicesVisible: boolean;
  aboutVisible: boolean;
};

export interface GeneralSettingsFormProps extends TranslatedProps {
  settings: GeneralSettings;
}

const PAGE_SWITCHES = ['blogVisible', 'servicesVisible', 'aboutVisible'] as const;

/**
 * /admin/settings: the site's name, descriptions, logo and home background (with the wizard's
 * file picker and recommended sizes), language, colours (the wizard's presets, or written), the
 * number of home-page courses and which pages the site shows. Limits match the settings schema.
 */
function GeneralSettingsForm({ language, messages, settings }: GeneralSettingsFormProps) {
  const t = useTranslator(language, messages);
  const form = useSettingsForm({
    path: '/api/settings/general',
    initial: settings,
    t,
    fieldsWithErrors: ['siteName', 'siteDesc', 'siteLongDesc', 'siteLogo', 'homeBackground', 'themeColor', 'secThemeColor', 'displayCourses'],
  });
  const { values, update, fieldErrors } = form;
  // Colours written as text that is no colour yet: the form waits until they are.
  const [unreadableColours, setUnreadableColours] = useState<ReadonlySet<string>>(new Set());
  const colourValidity = (name: string) => (valid: boolean) =>
    setUnreadableColours((current) => {
      const next = new Set(current);
      if (valid) next.delete(name);
      else next.add(name);
      return next;
    });

  return (
    <HydratedForm className="teaching-form settings-form" noValidate onSubmit={(event) => (unreadableColours.size > 0 ? event.preventDefault() : form.submit(event))}>
      <FormField name="siteName" label={t('wizard.siteName')} value={values.siteName} maxLength={120} error={fieldErrors.siteName} onChange={(event) => update('siteName', event.target.value)} />
      <FormField name="siteDesc" label={t('wizard.siteDesc')} value={values.siteDesc} maxLength={300} error={fieldErrors.siteDesc} onChange={(event) => update('siteDesc', event.target.value)} />
      <TextAreaField
        name="siteLongDesc"
        label={t('wizard.siteLongDesc')}
        value={values.siteLongDesc}
        maxLength={5000}
        rows={4}
        error={fieldErrors.siteLongDesc}
        onChange={(event) => update('siteLongDesc', event.target.value)}
      />
      <ImagePicker
        id="settings-site-logo"
        label={t('wizard.siteLogo')}
        hint={t('wizard.logoHint')}
        value={values.siteLogo}
        onChange={(key) => update('siteLogo', key)}
        segment="branding"
        shape="square"
        error={fieldErrors.siteLogo}
        t={t}
      />
      <ImagePicker
        id="settings-home-background"
        label={t('wizard.homeBackground')}
        hint={t('wizard.backgroundHint')}
        value={values.homeBackground}
        onChange={(key) => update('homeBackground', key)}
        segment="branding"
        shape="wide"
        error={fieldErrors.homeBackground}
        t={t}
      />
      <SiteLanguageField value={values.siteLang} onChange={(siteLang) => update('siteLang', siteLang)} t={t} />
      <ColourField
        name="themeColor"
        legend={t('wizard.themeColor')}
        textLabel={t('siteSettings.themeColorText')}
        presets={THEME_COLOUR_PRESETS}
        value={values.themeColor}
        onChange={(colour) => update('themeColor', colour)}
        onValidity={colourValidity('themeColor')}
        optional={false}
        error={fieldErrors.themeColor}
        t={t}
      />
      <ColourField
        name="secThemeColor"
        legend={t('wizard.secThemeColor')}
        textLabel={t('siteSettings.secThemeColorText')}
        presets={SECONDARY_COLOUR_PRESETS}
        value={values.secThemeColor}
        onChange={(colour) => update('secThemeColor', colour)}
        onValidity={colourValidity('secThemeColor')}
        optional
        error={fieldErrors.secThemeColor}
        t={t}
      />
      <ThemePreview siteName={values.siteName} themeColor={values.themeColor} secThemeColor={values.secThemeColor} t={t} />
      <FormField
        name="displayCourses"
        type="number"
        min={0}
        max={5}
        step={1}
        inputMode="numeric"
        label={t('siteSettings.displayCourses')}
        value={Number.isNaN(values.displayCourses) ? '' : values.displayCourses}
        error={fieldErrors.displayCourses}
        onChange={(event) => update('displayCourses', event.target.valueAsNumber)}
      />
      <fieldset>
        <legend className="field-label">{t('siteSettings.pages')}</legend>
        {PAGE_SWITCHES.map((name) => (
          <label key={name} className="checkbox">
            <input type="checkbox" name={name} checked={values[name]} onChange={(event) => update(name, event.target.checked)} />
            <span>{t(`siteSettings.${name}`)}</span>
          </label>
        ))}
      </fieldset>
      <SettingsSaveBar form={form} t={t} />
    </HydratedForm>
  );
}

export default withCrashScreenAndTexts(textsOf, GeneralSettingsForm);
