import { describe, expect, it } from 'vitest';
import { catalogueParts } from '@halaqa/shared/i18n/index';
import { LESSON_COMMENTS_TEXTS } from './lesson-island-texts';

describe('the texts handed to the lesson page islands', () => {
  // That they hold every text their islands ask for: site/island-texts/island-text-lists.test.ts.
  it('leave out what the islands never show', () => {
    const comments = JSON.stringify(catalogueParts('ar', LESSON_COMMENTS_TEXTS)).length;
    const sections = JSON.stringify(catalogueParts('ar', ['learning.comments', 'learning.actions', 'common', 'errors', 'validation', 'notifications', 'crash'])).length;
    expect(comments * 2).toBeLessThan(sections);
  });
});
