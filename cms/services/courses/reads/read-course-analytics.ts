import type { AnalyticsInterval } from '@halaqa/shared/course-analytics';
import type { ManagerScope } from '@halaqa/shared/course-management';
import { sql } from '@payloadcms/db-postgres';
import type { TenantContext } from '../../context';
import type { SqlFragment } from '../../sql-database';
import { tenantDb } from '../../tenant-db';
import { managedWithin } from './course-membership-sql';

/**
 * A course's analytics in one statement (issue #14), whatever the number of students, lessons
 * and days: the course with whether the scope manages it, then, for a managed course only,
 * registrations and completions per day or week of the reader's calendar, each visible lesson's
 * funnel counts, and each registered student's completed lessons, last activity and latest quiz
 * results. Every table is confined to the tenant in its WHERE clause or its join.
 */

export interface AnalyticsPeriod {
  days: number;
  interval: AnalyticsInterval;
  timeZone: string;
}

export interface StudentRow {
  id: string;
  name: string;
  email: string;
  registeredAt: string;
  done: number;
  lastActivity: string;
  quizzes: { lessonId: string; lesson: string; score: number; maxScore: number; passPercent: number | null }[];
}

export interface CourseAnalyticsRow extends Record<string, unknown> {
  id: string;
  name: string;
  managed: boolean;
  lesson_count: number;
  first_day: string;
  today: string;
  series: { start: string; registrations: number; completions: number }[];
  funnel: { id: string; name: string; started: number; completed: number }[];
  students: StudentRow[];
}

/** The calendar day or week (its Monday) of an instant in the reader's time zone. */
const periodOf = (instant: SqlFragment, { interval, timeZone }: AnalyticsPeriod) => sql`date_trunc(${interval}, (${instant}) AT TIME ZONE ${timeZone})::date`;

export async function readCourseAnalytics(ctx: TenantContext, courseId: string, scope: ManagerScope, period: AnalyticsPeriod): Promise<CourseAnalyticsRow | null> {
  const tenant = ctx.tenant.id;
  const step = period.interval === 'week' ? '1 week' : '1 day';
  const { rows } = await tenantDb(ctx).execute<CourseAnalyticsRow>(sql`
    WITH course AS (
      SELECT c.id, c.name, ${managedWithin(scope)} AS managed FROM courses c WHERE c.tenant_id = ${tenant} AND c.id = ${courseId}
    ),
    lessons AS (
      SELECT m.id, m.name, m.published_order, m.created_at,
        m.quiz @> '[{"type": "text"}]'::jsonb AS has_text,
        -- The quizScore rule's own minimum, else the quiz's pass mark (issue #44, item 7), else the default.
        COALESCE((SELECT r.min_score FROM materials_completion_rules r WHERE r._parent_id = m.id AND r.type = 'quizScore' LIMIT 1), m.quiz_settings_pass_mark) AS pass_percent
      FROM materials m JOIN course c ON c.id = m.course_id AND c.managed
      WHERE m.tenant_id = ${tenant} AND m.visible
    ),
    total AS (SELECT count(*)::int AS lessons FROM lessons),
    students AS (
      SELECT r.user_id, r.created_at AS registered_at, u.name, u.email
      FROM registrations r
      JOIN course c ON c.id = r.course_id AND c.managed
      JOIN users u ON u.id = r.user_id AND u.tenant_id = ${tenant}
      -- A buyer a refund ended the access of is no student (access-holds' notEndedByRefund).
      WHERE r.tenant_id = ${tenant} AND r.refunded_at IS NULL
    ),
    progress AS (
      SELECT p.user_id, p.material_id, p.completed, p.completed_at, p.updated_at, l.id IS NOT NULL AS seen
      FROM lesson_progress p
      JOIN course c ON c.id = p.course_id
      JOIN students s ON s.user_id = p.user_id
      LEFT JOIN lessons l ON l.id = p.material_id
      WHERE p.tenant_id = ${tenant}
    ),
    attempts AS (
      SELECT t.user_id, t.material_id, t.attempt, t.state, t.score, t.max_score, t.scored_at, GREATEST(t.started_at, t.submitted_at) AS active_at
      FROM quiz_attempts t JOIN course c ON c.id = t.course_id JOIN students s ON s.user_id = t.user_id
      WHERE t.tenant_id = ${tenant}
    ),
    standing AS (
      SELECT s.user_id,
        count(p.material_id) FILTER (WHERE p.completed AND p.seen)::int AS done,
        max(p.completed_at) FILTER (WHERE p.completed AND p.seen) AS last_completed
      FROM students s LEFT JOIN progress p ON p.user_id = s.user_id
      GROUP BY s.user_id
    ),
    activity AS (
      SELECT user_id, max(at) AS at FROM (
        SELECT user_id, registered_at AS at FROM students
        UNION ALL SELECT user_id, updated_at FROM progress
        UNION ALL SELECT user_id, active_at FROM attempts
        UNION ALL
        SELECT a.user_id, a.submitted_at FROM assignment_submissions a
        JOIN course c ON c.id = a.course_id JOIN students s ON s.user_id = a.user_id
        WHERE a.tenant_id = ${tenant}
      ) moments GROUP BY user_id
    ),
    results AS (
      -- Each student's latest handed-in attempt per visible quiz. One with a written answer counts
      -- once a manager has scored it: until then its automatic score is no verdict.
      SELECT a.user_id, json_agg(json_build_object(
        'lessonId', l.id, 'lesson', l.name, 'score', a.score, 'maxScore', a.max_score, 'passPercent', l.pass_percent
      ) ORDER BY l.published_order, l.created_at, l.id) AS quizzes
      FROM (
        SELECT DISTINCT ON (user_id, material_id) * FROM attempts WHERE state <> 'inProgress' ORDER BY user_id, material_id, attempt DESC
      ) a
      JOIN lessons l ON l.id = a.material_id
      WHERE a.score IS NOT NULL AND a.max_score > 0 AND NOT (COALESCE(l.has_text, false) AND a.scored_at IS NULL)
      GROUP BY a.user_id
    ),
    today AS (SELECT (now() AT TIME ZONE ${period.timeZone})::date AS day),
    buckets AS (
      SELECT b::date AS start FROM today,
        generate_series(date_trunc(${period.interval}, (today.day - (${period.days}::int - 1))::timestamp), today.day::timestamp, ${step}::interval) b
    ),
    registered_in AS (SELECT ${periodOf(sql`registered_at`, period)} AS start, count(*)::int AS n FROM students GROUP BY 1),
    completed_in AS (
      SELECT ${periodOf(sql`st.last_completed`, period)} AS start, count(*)::int AS n
      FROM standing st, total WHERE total.lessons > 0 AND st.done = total.lessons GROUP BY 1
    ),
    lesson_counts AS (
      -- A progress row is there once the student opened the lesson or handed something in for it.
      SELECT material_id, count(*)::int AS started, count(*) FILTER (WHERE completed)::int AS completed
      FROM progress WHERE seen GROUP BY material_id
    )
    SELECT c.id, c.name, c.managed,
      (SELECT lessons FROM total) AS lesson_count,
      (SELECT to_char(min(start), 'YYYY-MM-DD') FROM buckets) AS first_day,
      (SELECT to_char(day, 'YYYY-MM-DD') FROM today) AS today,
      COALESCE((
        SELECT json_agg(json_build_object('start', to_char(b.start, 'YYYY-MM-DD'), 'registrations', COALESCE(r.n, 0), 'completions', COALESCE(d.n, 0)) ORDER BY b.start)
        FROM buckets b LEFT JOIN registered_in r ON r.start = b.start LEFT JOIN completed_in d ON d.start = b.start
        WHERE c.managed
      ), '[]'::json) AS series,
      COALESCE((
        SELECT json_agg(json_build_object('id', l.id, 'name', l.name, 'started', COALESCE(k.started, 0), 'completed', COALESCE(k.completed, 0))
          ORDER BY l.published_order, l.created_at, l.id)
        FROM lessons l LEFT JOIN lesson_counts k ON k.material_id = l.id
      ), '[]'::json) AS funnel,
      COALESCE((
        SELECT json_agg(json_build_object(
          'id', s.user_id, 'name', s.name, 'email', s.email, 'registeredAt', s.registered_at, 'done', st.done,
          'lastActivity', act.at, 'quizzes', COALESCE(q.quizzes, '[]'::json)
        ) ORDER BY s.name, s.user_id)
        FROM students s
        JOIN standing st ON st.user_id = s.user_id
        JOIN activity act ON act.user_id = s.user_id
        LEFT JOIN results q ON q.user_id = s.user_id
      ), '[]'::json) AS students
    FROM course c`);
  return rows[0] ?? null;
}
