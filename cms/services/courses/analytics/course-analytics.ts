import type { TCourseAnalytics, TCourseAnalyticsQuery, TStudentProgress } from '@halaqa/shared/api-contract/course-analytics';
import { percentOf, progressPercent, riskReasons } from '@halaqa/shared/course-analytics';
import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import type { TenantContext } from '../../context';
import type { Actor } from '../../users/actor';
import { readCourseAnalytics, type StudentRow } from '../reads/read-course-analytics';
import { analyticsScopeOf, assertManagedCourse } from './managed-course';

/** PostgreSQL's JSON writes instants in its own format; the contract gives them as Payload does. */
const isoOf = (value: string) => new Date(value).toISOString();

/** PostgreSQL refuses a time zone its own database lacks (22023), though the browser named it. */
const UNKNOWN_TIME_ZONE = '22023';

function progressOf(student: StudentRow, lessons: number, now: Date): TStudentProgress {
  const lastActivity = isoOf(student.lastActivity);
  const quizzes = student.quizzes.map((quiz) => ({ lessonId: quiz.lessonId, lesson: quiz.lesson, percent: percentOf(quiz.score, quiz.maxScore) ?? 0, passPercent: quiz.passPercent }));
  const reasons = riskReasons({ lastActivity, completed: lessons > 0 && student.done >= lessons, quizzes }, now);
  return {
    id: student.id,
    name: student.name,
    email: student.email,
    registeredAt: isoOf(student.registeredAt),
    completedLessons: student.done,
    progress: progressPercent(student.done, lessons),
    lastActivity,
    atRisk: reasons.length > 0,
    reasons,
  };
}

/**
 * GET /api/teacher/courses/{id}/analytics (issue #14): the course's registrations and
 * completions per day or week of the reader's calendar, its lesson funnel, and each student's
 * progress, last activity and risk (shared/course-analytics.ts), read in one statement.
 */
export async function courseAnalytics(ctx: TenantContext, actor: Actor, courseId: string, query: TCourseAnalyticsQuery, now = new Date()): Promise<TCourseAnalytics> {
  const scope = analyticsScopeOf(actor);
  const period = { days: query.days, interval: query.interval, timeZone: query.tz };
  const row = await readCourseAnalytics(ctx, courseId, scope, period).catch((error: unknown) => {
    if ((error as { cause?: { code?: unknown } }).cause?.code === UNKNOWN_TIME_ZONE || (error as { code?: unknown }).code === UNKNOWN_TIME_ZONE) {
      throw new AppError(AppErrorCode.VALIDATION, { messageKey: 'validation.invalidField', field: 'tz', cause: error });
    }
    throw error;
  });
  assertManagedCourse(row);
  const students = row.students.map((student) => progressOf(student, row.lesson_count, now));
  return {
    course: { id: row.id, name: row.name },
    period: { from: row.first_day, to: row.today, interval: query.interval, timeZone: query.tz },
    totals: {
      students: students.length,
      completions: students.filter((student) => row.lesson_count > 0 && student.completedLessons >= row.lesson_count).length,
      atRisk: students.filter((student) => student.atRisk).length,
      lessons: row.lesson_count,
    },
    series: row.series,
    funnel: row.funnel,
    students,
  };
}
