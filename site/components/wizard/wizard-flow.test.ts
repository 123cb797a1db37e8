import { describe, expect, it } from 'vitest';
import { INITIAL_FLOW, WIZARD_STEPS, advanceWizard, startsSaving, type WizardEvent, type WizardFlow } from './wizard-flow';

const at = (step: number, more: Partial<WizardFlow> = {}): WizardFlow => ({ ...INITIAL_FLOW, step, ...more });

describe('the wizard step machine (platform-core §4)', () => {
  it('has the six steps of §2, starting at welcome', () => {
    expect(WIZARD_STEPS).toEqual(['welcome', 'branding', 'theme', 'homepage', 'firstCourse', 'ready']);
    expect(INITIAL_FLOW).toEqual({ step: 0, saving: false, finished: false, error: null });
  });

  it.each([
    [0, 'back', 0],
    [1, 'back', 0],
    [4, 'back', 3],
    [0, 'next', 1],
    [3, 'next', 4],
    [0, 'skip', 1],
    [2, 'skip', 3],
  ] as const)('from step %i, %s goes to step %i without saving', (from, type, to) => {
    expect(advanceWizard(at(from), { type })).toEqual(at(to));
  });

  it.each(['next', 'skip'] as const)('%s from step 4 moves to step 5 and starts saving', (type) => {
    const before = at(4);
    const after = advanceWizard(before, { type });
    expect(after).toEqual(at(5, { saving: true }));
    expect(startsSaving(before, after)).toBe(true);
  });

  it('starts saving from no other step', () => {
    for (const step of [0, 1, 2, 3]) {
      for (const type of ['next', 'skip', 'back'] as const) {
        const before = at(step);
        expect(startsSaving(before, advanceWizard(before, { type }))).toBe(false);
      }
    }
  });

  it('goes no further than step 5', () => {
    const last = at(5);
    expect(advanceWizard(last, { type: 'next' })).toBe(last);
    expect(advanceWizard(last, { type: 'skip' })).toBe(last);
  });

  it('ignores every move while saving, then finishes on success', () => {
    const saving = at(5, { saving: true });
    for (const type of ['back', 'next', 'skip'] as const) expect(advanceWizard(saving, { type })).toBe(saving);
    expect(advanceWizard(saving, { type: 'saved' })).toEqual(at(5, { finished: true }));
  });

  it('goes back to step 4 with the error when saving fails, and Next tries again', () => {
    const failed = advanceWizard(at(5, { saving: true }), { type: 'saveFailed', error: 'Duplicate course name' });
    expect(failed).toEqual(at(4, { error: 'Duplicate course name' }));
    const retry = advanceWizard(failed, { type: 'next' });
    expect(retry).toEqual(at(5, { saving: true }));
    expect(startsSaving(failed, retry)).toBe(true);
  });

  it('clears the error when the owner moves on', () => {
    expect(advanceWizard(at(4, { error: 'x' }), { type: 'back' })).toEqual(at(3));
  });

  it('stays finished whatever happens next', () => {
    const finished = at(5, { finished: true });
    const events: WizardEvent[] = [{ type: 'back' }, { type: 'next' }, { type: 'skip' }, { type: 'saved' }, { type: 'saveFailed', error: 'x' }];
    for (const event of events) expect(advanceWizard(finished, event)).toBe(finished);
  });

  it('ignores a save outcome when no save runs', () => {
    const editing = at(2);
    expect(advanceWizard(editing, { type: 'saved' })).toBe(editing);
    expect(advanceWizard(editing, { type: 'saveFailed', error: 'x' })).toBe(editing);
  });
});
