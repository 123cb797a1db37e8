import { ImagePicker } from './ImagePicker';
import type { StepProps } from './step-props';

/** Step 3: the home page's background image (1920x1080px recommended). */
export function HomepageStep({ values, update, t }: StepProps) {
  return (
    <ImagePicker
      id="wizard-home-background"
      label={t('wizard.homeBackground')}
      hint={t('wizard.backgroundHint')}
      value={values.homeBackground}
      onChange={(key) => update('homeBackground', key)}
      segment="branding"
      shape="wide"
      t={t}
    />
  );
}
