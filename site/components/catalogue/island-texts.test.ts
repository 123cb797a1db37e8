import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueParts } from '@halaqa/shared/i18n/index';
import { textsAskedFor, textsMissing } from '../texts-asked-for';
import { COURSE_REVIEWS_TEXTS, ENROL_PANEL_TEXTS } from './island-texts';

const here = path.dirname(new URL(import.meta.url).pathname);

const ISLANDS = [
  { name: 'EnrolPanel', texts: ENROL_PANEL_TEXTS },
  { name: 'CourseReviews', texts: COURSE_REVIEWS_TEXTS },
];

describe('the texts handed to the course page islands', () => {
  for (const { name, texts } of ISLANDS) {
    it(`hold every text ${name} asks for, in every language`, () => {
      const asked = textsAskedFor(path.join(here, `${name}.tsx`));
      expect(asked.keys.length).toBeGreaterThan(5);
      expect(textsMissing(asked, texts)).toEqual([]);
    });
  }

  it('are a small part of the sections they come from', () => {
    const enrol = JSON.stringify(catalogueParts('ar', ENROL_PANEL_TEXTS)).length;
    const sections = JSON.stringify(catalogueParts('ar', ['catalogue', 'errors', 'crash'])).length;
    expect(enrol * 5).toBeLessThan(sections);
  });
});
