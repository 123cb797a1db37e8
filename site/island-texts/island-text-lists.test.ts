import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { textsAskedFor, textsMissing } from './texts-asked-for';
import { ISLAND_TEXT_LISTS } from './island-text-lists';

const components = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../components');

/** The component of each island of the list: the module that imports `virtual:island-texts/<name>`. */
const ISLAND_COMPONENTS: Record<string, string> = {
  'upgrade-dialog': 'plans/UpgradeDialog.tsx',
  'setup-wizard': 'wizard/SetupWizard.tsx',
  'sign-in-form': 'auth/SignInForm.tsx',
  'sign-up-form': 'auth/SignUpForm.tsx',
  'forgot-password-form': 'auth/ForgotPasswordForm.tsx',
  'reset-password-form': 'auth/ResetPasswordForm.tsx',
  'account-details': 'profile/AccountDetails.tsx',
  'profile-preferences': 'profile/ProfilePreferences.tsx',
  'sessions-list': 'profile/SessionsList.tsx',
  'password-change-form': 'profile/PasswordChangeForm.tsx',
  'account-deletion-form': 'profile/AccountDeletionForm.tsx',
  'teacher-profile-form': 'profile/TeacherProfileForm.tsx',
  'enrol-panel': 'catalogue/EnrolPanel.tsx',
  'course-reviews': 'catalogue/CourseReviews.tsx',
  'certificate-request': 'certificates/CertificateRequest.tsx',
  'cart-page': 'cart/CartPage.tsx',
  'lesson-page': 'learning/LessonPageIsland.tsx',
  'video-player': 'learning/VideoPlayer.tsx',
  'quiz-part': 'learning/QuizPart.tsx',
  'assignment-part': 'learning/AssignmentPart.tsx',
  'course-forum': 'learning/CourseForum.tsx',
  'course-form': 'teaching/CourseForm.tsx',
  'lesson-manager': 'teaching/LessonManager.tsx',
  'course-users': 'teaching/CourseUsers.tsx',
  'announcements-manager': 'teaching/AnnouncementsManager.tsx',
  'quiz-results': 'teaching/QuizResults.tsx',
  'certificate-designer': 'certificates/CertificateDesigner.tsx',
  'subscription-panel': 'plans/SubscriptionPanel.tsx',
  'orders-table': 'orders/OrdersTable.tsx',
  'users-admin': 'users/UsersAdmin.tsx',
  'earnings-page': 'earnings/EarningsPage.tsx',
  'grading-inbox': 'teaching/GradingInbox.tsx',
  'course-analytics': 'course-analytics/CourseAnalyticsPage.tsx',
  'general-settings-form': 'settings/GeneralSettingsForm.tsx',
  'about-settings-form': 'settings/AboutSettingsForm.tsx',
  'legal-settings-form': 'settings/LegalSettingsForm.tsx',
  'api-settings-form': 'settings/ApiSettingsForm.tsx',
};

describe('the island text lists', () => {
  it('name the component of every island, which loads its own list', () => {
    expect(Object.keys(ISLAND_COMPONENTS).sort()).toEqual(Object.keys(ISLAND_TEXT_LISTS).sort());
    for (const [name, file] of Object.entries(ISLAND_COMPONENTS)) {
      expect(fs.readFileSync(path.join(components, file), 'utf8'), file).toContain(`from 'virtual:island-texts/${name}';`);
    }
  });

  for (const [name, texts] of Object.entries(ISLAND_TEXT_LISTS)) {
    it(`hold every text ${name} asks for, with what it imports, in every language`, () => {
      const asked = textsAskedFor(path.join(components, ISLAND_COMPONENTS[name] ?? `${name}: no component`));
      expect(asked.keys.length + asked.prefixes.length).toBeGreaterThan(0);
      expect(textsMissing(asked, texts)).toEqual([]);
    });
  }
});
