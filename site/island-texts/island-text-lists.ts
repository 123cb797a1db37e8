import { ENROL_PANEL_TEXTS, COURSE_REVIEWS_TEXTS } from '../components/catalogue/island-texts';
import { LESSON_PAGE_TEXTS } from '../components/learning/lesson-island-texts';

/** The course editor's islands (admin/courses/new.astro, admin/courses/[id].astro). */
const TEACHING_TEXTS = ['teaching', 'assessment', 'errors', 'validation', 'crash'] as const;

/** The account page's islands (profile.astro). */
const PROFILE_TEXTS = ['profile', 'signUp', 'validation', 'errors', 'resetPassword', 'crash', 'accountPages.password', 'accountPages.deletion', 'accountPages.sessions'] as const;

/** The site-settings forms (admin/settings/…): each saves with the same code, whose failure texts are these. */
const SETTINGS_FORM_TEXTS = ['siteSettings', 'errors.network', 'errors.internal', 'crash'] as const;

/** A quiz, taken (QuizPart) or its results (QuizResults): the quiz texts of `assessment`, not the assignment's. */
const QUIZ_TEXTS = ['errors', 'crash', 'assessment.quiz'] as const;

/**
 * The islands that load their texts themselves (`virtual:island-texts/<name>`, see
 * vite-plugin.ts), by name, with the catalogue paths each reads (shared/i18n catalogueParts).
 * The build turns each into one small module per language; a page no longer carries them in
 * its HTML on every request. island-text-lists.test.ts checks each list against the texts its
 * component asks for (ISLAND_COMPONENTS there names the component of each).
 */
export const ISLAND_TEXT_LISTS: Readonly<Record<string, readonly string[]>> = {
  'upgrade-dialog': ['plans', 'crash'],
  'setup-wizard': ['wizard', 'languages', 'errors', 'crash'],

  'sign-in-form': ['common', 'signIn', 'validation', 'errors', 'crash'],
  'sign-up-form': ['common', 'signUp', 'validation', 'errors', 'crash', 'accountPages.legal'],
  'forgot-password-form': ['forgotPassword', 'signIn', 'validation', 'errors', 'crash'],
  'reset-password-form': ['common', 'resetPassword', 'validation', 'errors', 'crash'],
  'account-details': PROFILE_TEXTS,
  'profile-preferences': PROFILE_TEXTS,
  'sessions-list': PROFILE_TEXTS,
  'password-change-form': PROFILE_TEXTS,
  'account-deletion-form': PROFILE_TEXTS,
  'teacher-profile-form': ['instructor', 'validation', 'errors', 'wizard.uploading', 'wizard.removeImage', 'crash'],

  'enrol-panel': ENROL_PANEL_TEXTS,
  'course-reviews': COURSE_REVIEWS_TEXTS,
  'certificate-request': ['certificates', 'errors', 'crash'],
  'cart-page': ['payments', 'catalogue', 'errors', 'crash'],

  'lesson-page': LESSON_PAGE_TEXTS,
  'video-player': ['crash', 'learning.lesson'],
  'quiz-part': QUIZ_TEXTS,
  'assignment-part': ['errors', 'crash', 'assessment.assignment'],
  'course-forum': ['common', 'errors', 'validation', 'notifications', 'crash', 'learning.forum', 'learning.actions', 'richText'],

  'course-form': [...TEACHING_TEXTS, 'richText'],
  'lesson-manager': [...TEACHING_TEXTS, 'authoring.transcript', 'richText'],
  'course-users': TEACHING_TEXTS,
  'announcements-manager': [...TEACHING_TEXTS, 'richText'],
  'quiz-results': QUIZ_TEXTS,
  'certificate-designer': ['certificates', 'authoring.certificate', 'errors', 'validation', 'crash'],
  'subscription-panel': ['plans', 'crash', 'errors'],
  'orders-table': ['payments', 'teaching', 'errors', 'validation', 'crash'],
  'users-admin': ['users', 'errors', 'crash'],
  'earnings-page': ['earnings', 'errors', 'validation', 'crash'],
  'grading-inbox': ['gradingInbox', 'assessment', 'common', 'errors', 'crash'],
  'course-analytics': ['courseAnalytics', 'errors', 'crash'],
  // The general form reuses the wizard's fields (labels, file picker, site language).
  'general-settings-form': [...SETTINGS_FORM_TEXTS, 'wizard', 'languages'],
  'about-settings-form': [...SETTINGS_FORM_TEXTS, 'wizard.uploading', 'wizard.removeImage', 'richText'],
  'legal-settings-form': SETTINGS_FORM_TEXTS,
  'api-settings-form': SETTINGS_FORM_TEXTS,
};
