import { directionOf } from '@halaqa/shared/i18n/languages';
import { useDeferredValue } from 'react';
import { FormField } from '../auth/FormField';
import { withCrashScreenAndTexts } from '../shell/CrashScreen';
import { useHydrated } from '../use-hydrated';
import { useTranslator, type TranslatedProps } from '../use-translator';
import { RichTextField } from '../rich-text/RichTextField';
import { ImagePicker } from '../wizard/ImagePicker';
import '../wizard/setup-wizard.css';
import { aboutPreviewDocument } from './about-preview';
import { SettingsSaveBar } from './SettingsSaveBar';
import { useSettingsForm } from './use-settings-form';
import textsOf from 'virtual:island-texts/about-settings-form';
import { HydratedForm } from '../HydratedForm';

/** The about group of the site settings (GET /api/settings/about). */
export type AboutSettings = { title: string; content: string; image: string };

export interface AboutSettingsFormProps extends TranslatedProps {
  settings: AboutSettings;
}

/**
 * /admin/settings/about: the about page's title, image and content. The content is written in the
 * site's rich-text editor (headings, lists, links, quotes, code, uploaded images) and saved as the
 * HTML it makes; a live preview shows the page as visitors will see it.
 */
function AboutSettingsForm({ language, messages, settings }: AboutSettingsFormProps) {
  const t = useTranslator(language, messages);
  const hydrated = useHydrated();
  const form = useSettingsForm({ path: '/api/settings/about', initial: settings, t, fieldsWithErrors: ['title', 'content', 'image'] });
  const { values, update, fieldErrors } = form;
  const shown = useDeferredValue(values);

  return (
    <HydratedForm className="teaching-form settings-form" noValidate onSubmit={form.submit}>
      <FormField name="title" label={t('siteSettings.aboutTitle')} value={values.title} maxLength={200} error={fieldErrors.title} onChange={(event) => update('title', event.target.value)} />
      <ImagePicker
        id="settings-about-image"
        label={t('siteSettings.aboutImage')}
        hint={t('siteSettings.aboutImageHint')}
        value={values.image}
        onChange={(key) => update('image', key)}
        segment="about"
        shape="wide"
        error={fieldErrors.image}
        t={t}
      />
      <RichTextField
        id="settings-about-content"
        label={t('siteSettings.aboutContent')}
        initialHtml={settings.content}
        onChange={(html) => update('content', html)}
        dir={directionOf(language)}
        t={t}
        imageSegment="about"
        error={fieldErrors.content}
      />
      <section className="settings-preview" aria-labelledby="about-preview-heading">
        <h3 id="about-preview-heading">{t('siteSettings.preview')}</h3>
        {hydrated ? (
          <iframe
            title={t('siteSettings.previewTitle')}
            sandbox=""
            data-testid="about-preview"
            srcDoc={aboutPreviewDocument(shown, { origin: window.location.origin, language, direction: directionOf(language) })}
          />
        ) : null}
      </section>
      <SettingsSaveBar form={form} t={t} />
    </HydratedForm>
  );
}

export default withCrashScreenAndTexts(textsOf, AboutSettingsForm);
