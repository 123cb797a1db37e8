import type { Language } from '@halaqa/shared/i18n/index';
import type { TCreateCourseRequest } from '@halaqa/shared/schemas/courses';
import type { TGeneralSettingsRequest } from '@halaqa/shared/schemas/settings';

/** The site settings the wizard edits (platform-core §2), as the site has them now. */
export interface WizardSiteSettings {
  siteName: string;
  siteDesc: string;
  siteLongDesc: string;
  /** File keys of uploaded images, or empty. */
  siteLogo: string;
  siteLang: Language;
  themeColor: string;
  secThemeColor: string;
  homeBackground: string;
}

/** Everything the owner can enter, the first course included. */
export interface WizardValues extends WizardSiteSettings {
  courseName: string;
  courseDescription: string;
  coursePhoto: string;
}

export function initialValuesOf(settings: WizardSiteSettings): WizardValues {
  return { ...settings, courseName: '', courseDescription: '', coursePhoto: '' };
}

/**
 * What the fields show when the wizard opens: the site's settings, with the site's language
 * proposed as the one the owner reads the wizard in — Arabic, the interface's first language,
 * unless they chose another (issue #44 item 11). Going on from the step saves it; skipping the
 * step keeps the language the site has (`initialValuesOf`), which the settings default to `en`
 * as platform-core says.
 */
export function proposedValuesOf(initial: WizardValues, interfaceLanguage: Language): WizardValues {
  return { ...initial, siteLang: interfaceLanguage };
}

/** The fields each step collects; welcome and ready collect none. */
export const STEP_FIELDS: readonly (readonly (keyof WizardValues)[])[] = [
  [],
  ['siteName', 'siteDesc', 'siteLongDesc', 'siteLogo', 'siteLang'],
  ['themeColor', 'secThemeColor'],
  ['homeBackground'],
  ['courseName', 'courseDescription', 'coursePhoto'],
  [],
];

/** Skipping a step leaves its fields as they were before the owner touched them. */
export function valuesAfterSkipping(values: WizardValues, initial: WizardValues, step: number): WizardValues {
  const restored = Object.fromEntries((STEP_FIELDS[step] ?? []).map((field) => [field, initial[field]]));
  return { ...values, ...restored };
}

const SETTINGS_FIELDS = ['siteName', 'siteDesc', 'siteLongDesc', 'siteLogo', 'siteLang', 'themeColor', 'secThemeColor', 'homeBackground'] as const;

/**
 * The body of POST /api/settings/general: the settings the owner changed, and
 * onboardingComplete. A site always has a name, so an emptied name keeps the current one.
 */
export function settingsToSave(values: WizardValues, initial: WizardSiteSettings): TGeneralSettingsRequest['settings'] {
  const changed: Partial<Record<(typeof SETTINGS_FIELDS)[number], string>> = {};
  for (const field of SETTINGS_FIELDS) {
    const value = values[field].trim();
    if (value !== initial[field] && !(field === 'siteName' && value === '')) changed[field] = value;
  }
  return { ...(changed as Partial<WizardSiteSettings>), onboardingComplete: true };
}

/** The body of POST /api/courses, or null: the first course is created only when it was given a name (§5). */
export function courseToCreate(values: WizardValues): TCreateCourseRequest | null {
  const name = values.courseName.trim();
  if (!name) return null;
  return { name, description: values.courseDescription.trim(), photo: values.coursePhoto };
}
