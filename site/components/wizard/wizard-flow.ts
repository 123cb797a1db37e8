/**
 * The step machine of the first-run wizard (platform-core §4 "Onboarding"): steps run 0 to 5;
 * Back decrements, Next or Skip increments; moving from step 4 to 5 starts saving (saving flag
 * on, then finished flag on). A failed save goes back to step 4 with its error, so nothing the
 * owner entered is lost and Next tries again.
 */
export const WIZARD_STEPS = ['welcome', 'branding', 'theme', 'homepage', 'firstCourse', 'ready'] as const;
export type WizardStepName = (typeof WIZARD_STEPS)[number];

const LAST_STEP = WIZARD_STEPS.length - 1;
/** Leaving this step forwards saves everything. */
const SAVE_FROM_STEP = LAST_STEP - 1;

export interface WizardFlow {
  step: number;
  saving: boolean;
  finished: boolean;
  /** Why the last save failed, shown until the owner moves on. */
  error: string | null;
}

export type WizardEvent = { type: 'back' } | { type: 'next' } | { type: 'skip' } | { type: 'saved' } | { type: 'saveFailed'; error: string };

export const INITIAL_FLOW: WizardFlow = { step: 0, saving: false, finished: false, error: null };

export function advanceWizard(flow: WizardFlow, event: WizardEvent): WizardFlow {
  if (flow.finished) return flow;
  if (flow.saving) {
    if (event.type === 'saved') return { ...flow, saving: false, finished: true };
    if (event.type === 'saveFailed') return { step: SAVE_FROM_STEP, saving: false, finished: false, error: event.error };
    // Nothing else moves the wizard while the save is under way.
    return flow;
  }
  switch (event.type) {
    case 'back':
      return { ...flow, step: Math.max(0, flow.step - 1), error: null };
    case 'next':
    case 'skip':
      if (flow.step >= LAST_STEP) return flow;
      return { ...flow, step: flow.step + 1, saving: flow.step === SAVE_FROM_STEP, error: null };
    default:
      // A save's outcome arriving when no save runs changes nothing.
      return flow;
  }
}

/** True when this move is the one that starts the save, so the caller sends it exactly once. */
export function startsSaving(before: WizardFlow, after: WizardFlow): boolean {
  return !before.saving && after.saving;
}
