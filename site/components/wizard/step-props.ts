import type { Translate } from '@halaqa/shared/i18n/index';
import type { WizardValues } from './wizard-values';

/** What every step that collects fields is given. */
export interface StepProps {
  values: WizardValues;
  update: <K extends keyof WizardValues>(field: K, value: WizardValues[K]) => void;
  t: Translate;
}
