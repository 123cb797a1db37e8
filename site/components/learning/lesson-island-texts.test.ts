import { describe, expect, it } from 'vitest';
import { catalogueParts } from '@halaqa/shared/i18n/index';
import { LESSON_PAGE_TEXTS } from './lesson-island-texts';

describe('the texts handed to the lesson page island', () => {
  // That they hold every text its parts ask for: site/island-texts/island-text-lists.test.ts.
  it('leave out what the island never shows', () => {
    const island = JSON.stringify(catalogueParts('ar', LESSON_PAGE_TEXTS)).length;
    const sections = JSON.stringify(catalogueParts('ar', ['learning', 'ownerNotifications', 'common', 'errors', 'validation', 'notifications', 'crash'])).length;
    expect(island * 2).toBeLessThan(sections);
  });
});
