import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Heading } from 'react-aria-components';
import type { Translate } from '@halaqa/shared/i18n/index';
import { FormAlert } from '../auth/FormParts';
import { ModalDialog } from '../modal/ModalDialog';
import { Icon } from '../shell/Icon';
import { withCrashScreenAndTexts } from '../shell/CrashScreen';
import { useTranslator, type TranslatedProps } from '../use-translator';
import { BrandingStep } from './BrandingStep';
import { celebrate } from './celebrate';
import { wasDismissedThisVisit, rememberDismissedThisVisit } from './dismissal';
import { FirstCourseStep } from './FirstCourseStep';
import { HomepageStep } from './HomepageStep';
import { ReadyStep } from './ReadyStep';
import { saveOnboarding, type SaveOutcome } from './save-onboarding';
import type { StepProps } from './step-props';
import { ThemeStep } from './ThemeStep';
import { INITIAL_FLOW, WIZARD_STEPS, advanceWizard, startsSaving } from './wizard-flow';
import { initialValuesOf, proposedValuesOf, valuesAfterSkipping, type WizardSiteSettings, type WizardValues } from './wizard-values';
import './setup-wizard.css';
import textsOf from 'virtual:island-texts/setup-wizard';

export interface SetupWizardProps extends TranslatedProps {
  /** The site's settings now; the fields start from them. */
  settings: WizardSiteSettings;
}

const FIELD_STEPS: Record<number, (props: StepProps) => ReactNode> = { 1: BrandingStep, 2: ThemeStep, 3: HomepageStep, 4: FirstCourseStep };

function failureMessage(outcome: Extract<SaveOutcome, { ok: false }>, t: Translate): string {
  const error = outcome.error ?? t('errors.internal');
  return outcome.stage === 'course' ? t('wizard.courseFailed', { error }) : error;
}

/**
 * The first-run setup wizard (platform-core §2, §4): a modal dialog the owner sees while the
 * site's onboarding is incomplete (Base.astro renders it only then). It opens once React runs,
 * so no control is ever shown before it works. Closing it before the end (Skip for Now, the
 * close button, Escape) keeps it closed for the rest of this visit; it opens again on the next.
 */
function SetupWizard({ language, messages, settings }: SetupWizardProps) {
  const t = useTranslator(language, messages);
  const heading = useRef<HTMLHeadingElement>(null);
  const confettiCanvas = useRef<HTMLCanvasElement>(null);
  const [initial] = useState(() => initialValuesOf(settings));
  const [values, setValues] = useState(() => proposedValuesOf(initial, language));
  const [flow, setFlow] = useState(INITIAL_FLOW);
  const [createdCourse, setCreatedCourse] = useState<string | null>(null);
  const movedOnce = useRef(false);
  // Read once React runs (sessionStorage is the browser's), so the server never renders it.
  const [open, setOpen] = useState(false);

  useEffect(() => setOpen(!wasDismissedThisVisit()), []);

  // Each new step is announced and takes the focus, as its buttons may have just disappeared.
  useEffect(() => {
    if (movedOnce.current) heading.current?.focus();
    movedOnce.current = true;
  }, [flow.step, flow.finished]);

  useEffect(() => {
    if (flow.finished && confettiCanvas.current) return celebrate(confettiCanvas.current);
    return undefined;
  }, [flow.finished]);

  function close() {
    if (flow.saving) return;
    setOpen(false);
    // After completing, the page reloads so it shows the new name, colours and logo.
    if (flow.finished) window.location.reload();
    else rememberDismissedThisVisit();
  }

  async function save(toSave: WizardValues) {
    try {
      const outcome = await saveOnboarding(toSave, settings);
      if (outcome.ok) setCreatedCourse(outcome.createdCourse);
      setFlow((current) => advanceWizard(current, outcome.ok ? { type: 'saved' } : { type: 'saveFailed', error: failureMessage(outcome, t) }));
    } catch {
      setFlow((current) => advanceWizard(current, { type: 'saveFailed', error: t('errors.network') }));
    }
  }

  function move(type: 'back' | 'next' | 'skip') {
    const nextValues = type === 'skip' ? valuesAfterSkipping(values, initial, flow.step) : values;
    const nextFlow = advanceWizard(flow, { type });
    setValues(nextValues);
    setFlow(nextFlow);
    if (startsSaving(flow, nextFlow)) void save(nextValues);
  }

  const update: StepProps['update'] = (field, value) => setValues((current) => ({ ...current, [field]: value }));
  const FieldStep = FIELD_STEPS[flow.step];
  const stepName = WIZARD_STEPS[flow.step]!;

  return (
    <ModalDialog language={language} isOpen={open} className="wizard-dialog" isKeyboardDismissDisabled={flow.saving} onClose={close}>
      <canvas ref={confettiCanvas} className="wizard-confetti" aria-hidden="true" />
      <form
        className="wizard-form"
        onSubmit={(event) => {
          event.preventDefault();
          move('next');
        }}
      >
        <div className="wizard-top">
          <p className="muted">{t('wizard.stepOf', { current: flow.step + 1, total: WIZARD_STEPS.length })}</p>
          <button type="button" className="icon-button wizard-close" aria-label={t('wizard.close')} disabled={flow.saving} onClick={close}>
            <Icon name="close" />
          </button>
        </div>
        <Heading slot="title" level={2} ref={heading} tabIndex={-1}>
          {t(`wizard.steps.${stepName}`)}
        </Heading>
        <div className="wizard-body">
          {flow.step === 0 ? <p>{t('wizard.welcomeIntro', { siteName: settings.siteName })}</p> : null}
          {FieldStep ? <FieldStep values={values} update={update} t={t} /> : null}
          {stepName === 'ready' ? <ReadyStep saving={flow.saving} createdCourse={createdCourse} t={t} /> : null}
          <FormAlert message={flow.error ?? undefined} />
        </div>
        {flow.step === 0 ? (
          <div className="wizard-actions">
            <button type="button" className="button secondary" onClick={close}>
              {t('wizard.skipForNow')}
            </button>
            <button type="submit">{t('wizard.startSetup')}</button>
          </div>
        ) : null}
        {FieldStep ? (
          <div className="wizard-actions">
            <button type="button" className="button secondary" onClick={() => move('back')}>
              {t('wizard.back')}
            </button>
            <span className="wizard-forward">
              <button type="button" className="button secondary" onClick={() => move('skip')}>
                {t('wizard.skip')}
              </button>
              <button type="submit">{t('wizard.next')}</button>
            </span>
          </div>
        ) : null}
      </form>
    </ModalDialog>
  );
}

export default withCrashScreenAndTexts(textsOf, SetupWizard);
