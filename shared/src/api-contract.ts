import { ACCOUNT_CALLS } from './api-contract/accounts';
import { AI_CALLS } from './api-contract/ai';
import type { ApiCall } from './api-contract/common';
import { ASSIGNMENTS_CALLS } from './api-contract/assignments';
import { CERTIFICATES_CALLS } from './api-contract/certificates';
import { COURSE_ANALYTICS_CALLS } from './api-contract/course-analytics';
import { COURSE_CONVERSATION_CALLS } from './api-contract/course-conversations';
import { COURSE_CALLS } from './api-contract/courses';
import { COURSE_SECTION_CALLS } from './api-contract/course-sections';
import { EARNINGS_CALLS } from './api-contract/earnings';
import { GRADING_CALLS } from './api-contract/grading';
import { QUIZZES_CALLS } from './api-contract/quizzes';
import { FILE_CALLS } from './api-contract/files';
import { NOTIFICATION_CALLS } from './api-contract/notifications';
import { PAYMENT_CALLS } from './api-contract/payments';
import { PROBLEM_REPORT_CALLS } from './api-contract/problem-reports';
import { SETTINGS_CALLS } from './api-contract/settings';
import { SUBSCRIPTION_CALLS } from './api-contract/subscription';
import { USER_CALLS } from './api-contract/users';

/**
 * The calls the site answers (platform-core §7), described once so the OpenAPI document
 * (`openapi.ts`, served at /api/openapi.json) is generated and never drifts from hand-written
 * prose. Adding a call is one entry in the registry of its domain (`api-contract/*.ts`);
 * `openapi.test.ts` fails for any endpoint under site/pages/api that has none.
 */

export { type ApiCall, ZErrorReply, ZOkReply, ZPublicUser, ZSiteSettings, ZTrueReply } from './api-contract/common';
export { ZSessionListing } from './api-contract/accounts';
export { ZNotification } from './api-contract/notifications';
export { ZApiSettings } from './api-contract/settings';
export { ZAssignments, ZFollowReply } from './api-contract/users';

export const API_CALLS: readonly ApiCall[] = [...ACCOUNT_CALLS, ...USER_CALLS, ...NOTIFICATION_CALLS, ...SETTINGS_CALLS, ...FILE_CALLS, ...COURSE_CALLS, ...COURSE_SECTION_CALLS, ...COURSE_CONVERSATION_CALLS, ...QUIZZES_CALLS, ...AI_CALLS, ...ASSIGNMENTS_CALLS, ...GRADING_CALLS, ...COURSE_ANALYTICS_CALLS, ...PROBLEM_REPORT_CALLS, ...CERTIFICATES_CALLS, ...PAYMENT_CALLS, ...EARNINGS_CALLS, ...SUBSCRIPTION_CALLS];
