import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueParts } from '@halaqa/shared/i18n/index';
import { textsAskedFor, textsMissing } from '../texts-asked-for';
import { LESSON_COMMENTS_TEXTS, LESSON_NAVIGATION_TEXTS } from './lesson-island-texts';

const here = path.dirname(new URL(import.meta.url).pathname);

const ISLANDS = [
  { name: 'LessonNavigation', texts: LESSON_NAVIGATION_TEXTS },
  { name: 'LessonComments', texts: LESSON_COMMENTS_TEXTS },
];

describe('the texts handed to the lesson page islands', () => {
  for (const { name, texts } of ISLANDS) {
    it(`hold every text ${name} asks for, with what it imports, in every language`, () => {
      const asked = textsAskedFor(path.join(here, `${name}.tsx`));
      expect(asked.keys.length).toBeGreaterThan(3);
      expect(textsMissing(asked, texts)).toEqual([]);
    });
  }

  it('leave out what the islands never show', () => {
    const comments = JSON.stringify(catalogueParts('ar', LESSON_COMMENTS_TEXTS)).length;
    const sections = JSON.stringify(catalogueParts('ar', ['learning.comments', 'learning.actions', 'common', 'errors', 'validation', 'notifications', 'crash'])).length;
    expect(comments * 2).toBeLessThan(sections);
  });
});
