import { describe, expect, it } from 'vitest';
import { courseToCreate, initialValuesOf, proposedValuesOf, settingsToSave, valuesAfterSkipping, type WizardSiteSettings } from './wizard-values';

const site: WizardSiteSettings = {
  siteName: 'Acme Academy',
  siteDesc: '',
  siteLongDesc: '',
  siteLogo: '',
  siteLang: 'en',
  themeColor: '#6200ee',
  secThemeColor: '',
  homeBackground: '',
};
const initial = initialValuesOf(site);

describe('what the wizard saves', () => {
  it('sends only the settings the owner changed, trimmed, with onboardingComplete', () => {
    const values = { ...initial, siteName: '  Nile Academy ', themeColor: '#1565c0', siteLogo: 'public/branding/1/ab_logo.png' };
    expect(settingsToSave(values, site)).toEqual({ siteName: 'Nile Academy', themeColor: '#1565c0', siteLogo: 'public/branding/1/ab_logo.png', onboardingComplete: true });
  });

  it('marks onboarding complete even when nothing was entered', () => {
    expect(settingsToSave(initial, site)).toEqual({ onboardingComplete: true });
  });

  it('keeps the current name when the name was emptied, but lets a description be emptied', () => {
    const described = { ...site, siteDesc: 'Old words' };
    expect(settingsToSave({ ...initialValuesOf(described), siteName: ' ', siteDesc: '' }, described)).toEqual({ siteDesc: '', onboardingComplete: true });
  });

  it('creates the first course only when it has a name', () => {
    expect(courseToCreate({ ...initial, courseDescription: 'No name' })).toBeNull();
    expect(courseToCreate({ ...initial, courseName: '   ' })).toBeNull();
    expect(courseToCreate({ ...initial, courseName: ' Tajweed ', courseDescription: ' Reading well ', coursePhoto: 'public/courses/1/ab_cover.png' })).toEqual({
      name: 'Tajweed',
      description: 'Reading well',
      photo: 'public/courses/1/ab_cover.png',
    });
  });
});

describe('the site’s language in the wizard', () => {
  it('is proposed in the language the owner reads the wizard in, and saved once they go on', () => {
    const proposed = proposedValuesOf(initial, 'ar');
    expect(proposed.siteLang).toBe('ar');
    expect(settingsToSave(proposed, site)).toEqual({ siteLang: 'ar', onboardingComplete: true });
  });

  it('stays what the site has when the owner skips the branding step', () => {
    const skipped = valuesAfterSkipping(proposedValuesOf(initial, 'ar'), initial, 1);
    expect(skipped.siteLang).toBe('en');
    expect(settingsToSave(skipped, site)).toEqual({ onboardingComplete: true });
  });
});

describe('skipping a step', () => {
  it('puts back only that step’s fields as they were', () => {
    const entered = { ...initial, siteName: 'Nile Academy', themeColor: '#1565c0', courseName: 'Tajweed', coursePhoto: 'public/courses/1/ab_cover.png' };
    expect(valuesAfterSkipping(entered, initial, 4)).toEqual({ ...entered, courseName: '', coursePhoto: '' });
    expect(valuesAfterSkipping(entered, initial, 2)).toEqual({ ...entered, themeColor: '#6200ee' });
    expect(valuesAfterSkipping(entered, initial, 0)).toEqual(entered);
  });
});
