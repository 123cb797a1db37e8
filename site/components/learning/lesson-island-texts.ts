/**
 * The catalogue texts each lesson-page island reads (shared/i18n catalogueParts), and no more:
 * they were its props, and whole sections two thirds of a lesson page's 57 KB (issue #13); the
 * islands now load them themselves (site/island-texts), and fewer texts are fewer bytes still.
 * island-text-lists.test.ts checks that every text an island asks for is here.
 */

/** What every island may show when it crashes, and the words for a failed call (api-outcome.ts). */
const ISLAND_BASICS = ['crash', 'errors.sessionExpired', 'errors.internal', 'errors.network'] as const;

/** "Mark as complete", the previous/next links under the lesson and the curriculum (with the progress bar) beside it. */
export const LESSON_NAVIGATION_TEXTS = [
  ...ISLAND_BASICS,
  'learning.lesson.saving',
  'learning.lesson.markComplete',
  'learning.lesson.markNotComplete',
  'learning.lesson.done',
  'learning.lesson.courseDone',
  'learning.lesson.lessonNavigation',
  'learning.lesson.previous',
  'learning.lesson.next',
  'learning.lesson.curriculum',
  'learning.lesson.hidden',
  'learning.access',
  'learning.progress',
] as const;

export const LESSON_COMMENTS_TEXTS = [
  ...ISLAND_BASICS,
  'errors.commentsClosed',
  'validation.titleRequired',
  'validation.contentRequired',
  'common.deletedUser',
  'notifications.justNow',

  'learning.comments',
  'learning.actions',
] as const;
