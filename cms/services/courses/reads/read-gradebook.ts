import type { ManagerScope } from '@halaqa/shared/course-management';
import { sql } from '@payloadcms/db-postgres';
import type { TenantContext } from '../../context';
import { tenantDb } from '../../tenant-db';
import { managedWithin } from './course-membership-sql';

/**
 * A course's gradebook in one statement (issue #14), whatever the number of students and
 * lessons: the course with whether the scope manages it, then, for a managed course only, its
 * lessons that can hold a quiz or an assignment (hidden ones too: their grades stay grades), its
 * registered students, each student's latest handed-in attempt per quiz and their assignment
 * submissions. Every table is confined to the tenant in its WHERE clause or its join.
 */

export interface GradebookLessonRow {
  id: string;
  name: string;
  type: string;
  quiz: unknown;
  instructions: string | null;
  maxGrade: number | null;
  ruleTypes: string[];
}

export interface GradebookRow extends Record<string, unknown> {
  id: string;
  name: string;
  managed: boolean;
  lessons: GradebookLessonRow[];
  students: { id: string; name: string; email: string }[];
  attempts: { userId: string; lessonId: string; score: number | null }[];
  submissions: { userId: string; lessonId: string; grade: number | null }[];
}

export async function readGradebook(ctx: TenantContext, courseId: string, scope: ManagerScope): Promise<GradebookRow | null> {
  const tenant = ctx.tenant.id;
  const { rows } = await tenantDb(ctx).execute<GradebookRow>(sql`
    WITH course AS (
      SELECT c.id, c.name, ${managedWithin(scope)} AS managed FROM courses c WHERE c.tenant_id = ${tenant} AND c.id = ${courseId}
    ),
    lessons AS (
      SELECT m.id, m.name, m.type, m.quiz, m.assignment_settings_instructions AS instructions, m.assignment_settings_max_grade AS max_grade,
        ARRAY(SELECT r.type::text FROM materials_completion_rules r WHERE r._parent_id = m.id) AS rule_types,
        m.published_order, m.created_at
      FROM materials m JOIN course c ON c.id = m.course_id AND c.managed
      WHERE m.tenant_id = ${tenant} AND m.type IN ('quiz', 'assignment', 'mixed')
    ),
    students AS (
      SELECT r.user_id, u.name, u.email
      FROM registrations r
      JOIN course c ON c.id = r.course_id AND c.managed
      JOIN users u ON u.id = r.user_id AND u.tenant_id = ${tenant}
      -- A buyer a refund ended the access of is no student (access-holds' notEndedByRefund).
      WHERE r.tenant_id = ${tenant} AND r.refunded_at IS NULL
    )
    SELECT c.id, c.name, c.managed,
      COALESCE((
        SELECT json_agg(json_build_object(
          'id', l.id, 'name', l.name, 'type', l.type, 'quiz', l.quiz, 'instructions', l.instructions, 'maxGrade', l.max_grade, 'ruleTypes', l.rule_types
        ) ORDER BY l.published_order, l.created_at, l.id)
        FROM lessons l
      ), '[]'::json) AS lessons,
      COALESCE((SELECT json_agg(json_build_object('id', s.user_id, 'name', s.name, 'email', s.email) ORDER BY s.name, s.user_id) FROM students s), '[]'::json) AS students,
      COALESCE((
        SELECT json_agg(json_build_object('userId', t.user_id, 'lessonId', t.material_id, 'score', t.score))
        FROM (
          SELECT DISTINCT ON (t.user_id, t.material_id) t.user_id, t.material_id, t.score
          FROM quiz_attempts t
          JOIN lessons l ON l.id = t.material_id
          JOIN students s ON s.user_id = t.user_id
          WHERE t.tenant_id = ${tenant} AND t.state <> 'inProgress'
          ORDER BY t.user_id, t.material_id, t.attempt DESC
        ) t
      ), '[]'::json) AS attempts,
      COALESCE((
        SELECT json_agg(json_build_object('userId', a.user_id, 'lessonId', a.material_id, 'grade', a.grade))
        FROM assignment_submissions a
        JOIN lessons l ON l.id = a.material_id
        JOIN students s ON s.user_id = a.user_id
        WHERE a.tenant_id = ${tenant}
      ), '[]'::json) AS submissions
    FROM course c`);
  return rows[0] ?? null;
}
