/**
 * The catalogue texts each course-page island reads (shared/i18n catalogueParts), and no more
 * (the islands load them: site/island-texts). island-text-lists.test.ts checks that every text
 * an island asks for is here.
 */
export const ENROL_PANEL_TEXTS = ['catalogue.enrol', 'catalogue.course.managerNote', 'errors.network', 'crash'] as const;

export const COURSE_REVIEWS_TEXTS = [
  'catalogue.rating',
  'catalogue.course.reviews',
  'catalogue.course.noReviews',
  'catalogue.enrol.failed',
  'catalogue.ratingOutOf5',
  'catalogue.ratingsCount',
  'errors.network',
  'crash',
] as const;
