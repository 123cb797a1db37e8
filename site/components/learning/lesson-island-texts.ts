/**
 * The catalogue texts the lesson page's island reads (shared/i18n catalogueParts), and no more:
 * they were its props, and whole sections two thirds of a lesson page's 57 KB (issue #13); the
 * island now loads them itself (site/island-texts), and fewer texts are fewer bytes still.
 * island-text-lists.test.ts checks that every text the island asks for is here.
 */

/** What every island may show when it crashes, and the words for a failed call (api-outcome.ts). */
const ISLAND_BASICS = ['crash', 'errors.sessionExpired', 'errors.internal', 'errors.network'] as const;

/** "Mark as complete", the previous/next links under the lesson and the curriculum (with the progress bar) beside it. */
const LESSON_NAVIGATION_TEXTS = [
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

const LESSON_COMMENTS_TEXTS = [
  'errors.commentsClosed',
  'validation.titleRequired',
  'validation.contentRequired',
  'common.deletedUser',
  'notifications.justNow',

  'learning.comments',
  'learning.actions',
] as const;

/** "Report a problem" under the lesson. */
const PROBLEM_REPORT_TEXTS = [
  'ownerNotifications.reportHeading',
  'ownerNotifications.reportField',
  'ownerNotifications.reportHint',
  'ownerNotifications.reportSend',
  'ownerNotifications.reportSending',
  'ownerNotifications.reportCancel',
  'ownerNotifications.reportSent',
  'ownerNotifications.reportOpen',
] as const;

/** The lesson page's island (LessonPageIsland): its navigation, the problem report and the comments. */
export const LESSON_PAGE_TEXTS = [...ISLAND_BASICS, ...LESSON_NAVIGATION_TEXTS, ...PROBLEM_REPORT_TEXTS, ...LESSON_COMMENTS_TEXTS] as const;
