import { ENROL_PANEL_TEXTS, COURSE_REVIEWS_TEXTS } from '../components/catalogue/island-texts';
import { LESSON_COMMENTS_TEXTS, LESSON_NAVIGATION_TEXTS } from '../components/learning/lesson-island-texts';

/**
 * The islands that load their texts themselves (`virtual:island-texts/<name>`, see
 * vite-plugin.ts), by name, with the catalogue paths each reads (shared/i18n catalogueParts).
 * The build turns each into one small module per language; a page no longer carries them in
 * its HTML on every request.
 */
export const ISLAND_TEXT_LISTS: Readonly<Record<string, readonly string[]>> = {
  'site-header': ['common', 'nav', 'account', 'languages', 'notifications', 'crash'],
  'enrol-panel': ENROL_PANEL_TEXTS,
  'course-reviews': COURSE_REVIEWS_TEXTS,
  'lesson-navigation': LESSON_NAVIGATION_TEXTS,
  'lesson-comments': LESSON_COMMENTS_TEXTS,
};
