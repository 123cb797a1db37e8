import { ColourPresets } from './ColourPresets';
import { SECONDARY_COLOUR_PRESETS, THEME_COLOUR_PRESETS } from './colour-presets';
import type { StepProps } from './step-props';
import { ThemePreview } from './ThemePreview';

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
      <ThemePreview siteName={values.siteName} themeColor={values.themeColor} secThemeColor={values.secThemeColor} t={t} />
    </>
  );
}
