import { ColourPresets } from './ColourPresets';
import { SECONDARY_COLOUR_PRESETS, THEME_COLOUR_PRESETS } from './colour-presets';
import type { StepProps } from './step-props';

/** Step 2: themeColor and secThemeColor, each from its 12 presets, with a preview of the header they make. */
export function ThemeStep({ values, update, t }: StepProps) {
  return (
    <>
      <ColourPresets name="themeColor" legend={t('wizard.themeColor')} presets={THEME_COLOUR_PRESETS} value={values.themeColor} onChange={(colour) => update('themeColor', colour)} />
      <ColourPresets
        name="secThemeColor"
        legend={t('wizard.secThemeColor')}
        presets={SECONDARY_COLOUR_PRESETS}
        value={values.secThemeColor}
        onChange={(colour) => update('secThemeColor', colour)}
      />
      <figure className="wizard-theme-preview">
        <figcaption className="field-label">{t('wizard.preview')}</figcaption>
        <p
          className="wizard-preview-bar"
          data-testid="wizard-theme-preview"
          style={{ backgroundColor: values.themeColor, borderBlockEndColor: values.secThemeColor || values.themeColor }}
        >
          {values.siteName}
        </p>
      </figure>
    </>
  );
}
