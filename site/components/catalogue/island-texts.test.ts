import { describe, expect, it } from 'vitest';
import { catalogueParts } from '@halaqa/shared/i18n/index';
import { ENROL_PANEL_TEXTS } from './island-texts';

describe('the texts handed to the course page islands', () => {
  // That they hold every text their islands ask for: site/island-texts/island-text-lists.test.ts.
  it('are a small part of the sections they come from', () => {
    const enrol = JSON.stringify(catalogueParts('ar', ENROL_PANEL_TEXTS)).length;
    const sections = JSON.stringify(catalogueParts('ar', ['catalogue', 'errors', 'crash'])).length;
    expect(enrol * 5).toBeLessThan(sections);
  });
});
