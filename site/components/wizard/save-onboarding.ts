import { callApi } from '../api-client';
import { courseToCreate, settingsToSave, type WizardSiteSettings, type WizardValues } from './wizard-values';

export type SaveOutcome =
  | { ok: true; createdCourse: string | null }
  /** `stage` says what failed: the settings (nothing was saved) or the course (the settings were). */
  | { ok: false; stage: 'settings' | 'course'; error: string | null };

/**
 * Saving the wizard (platform-core §4): the settings with onboardingComplete true, then the first
 * course only if it was given a name. Trying again sends the settings again, which changes
 * nothing the second time. A network failure throws.
 */
export async function saveOnboarding(values: WizardValues, initial: WizardSiteSettings): Promise<SaveOutcome> {
  const settings = await callApi('POST', '/api/settings/general', { settings: settingsToSave(values, initial) });
  if (!settings.ok) return { ok: false, stage: 'settings', error: settings.error };
  const course = courseToCreate(values);
  if (!course) return { ok: true, createdCourse: null };
  // The course call's success is 201 Created (learning-content §7).
  const created = await callApi('POST', '/api/courses', course);
  if (created.status !== 201) return { ok: false, stage: 'course', error: created.error };
  return { ok: true, createdCourse: course.name };
}
