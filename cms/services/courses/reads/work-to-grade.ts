import type { ManagerScope } from '@halaqa/shared/course-management';
import { sql } from '@payloadcms/db-postgres';
import type { TenantContext } from '../../context';
import { tenantDb } from '../../tenant-db';
import { managedWithin } from './course-membership-sql';
import type { AssignmentSubmission, Material } from '../../../payload-types';
import type { StoredAnswer, StoredAttempt } from './quiz-context';

/**
 * The to-grade inbox's one statement (issue #14): across every course of the tenant that the
 * scope covers, the assignment submissions without a grade and the students' latest quiz
 * attempts, handed in, that no manager has scored (`scored_at`) on a quiz with a text question,
 * oldest first, with course, lesson and student. Which of those attempts really wait for a
 * person is decided on the answers (shared/manual-score.ts); this only leaves out quizzes that
 * have no text question at all, so their attempts never travel. Every table is confined to the
 * tenant in the WHERE clause or its join.
 */

interface WorkRowBase extends Record<string, unknown> {
  id: string;
  submitted_at: string;
  course_id: string;
  course_name: string;
  material_id: string;
  material_name: string;
  material_type: string;
  user_id: string;
  user_name: string | null;
  user_photo: string | null;
}

export interface SubmissionRow extends WorkRowBase {
  kind: 'assignment';
  work: {
    fileKeys: AssignmentSubmission['fileKeys'];
    text: string | null;
    instructions: string | null;
    maxGrade: number | null;
    dueDate: string | null;
    ruleTypes: string[];
  };
}

export interface AttemptRow extends WorkRowBase {
  kind: 'quiz';
  work: Omit<StoredAttempt, 'id' | 'startedAt' | 'submittedAt'> & {
    startedAt: string;
    submittedAt: string | null;
    quiz: unknown;
    /** What the attempt's view reads of the quiz's settings (its attempt rules, issue #44, item 7). */
    quizSettings: Pick<NonNullable<Material['quizSettings']>, 'passMark' | 'attemptsAllowed' | 'shuffleQuestions' | 'shuffleOptions'>;
    answers: StoredAnswer[];
  };
}

export type WorkRow = SubmissionRow | AttemptRow;

export async function readWorkToGrade(ctx: TenantContext, scope: ManagerScope): Promise<WorkRow[]> {
  const tenant = ctx.tenant.id;
  const { rows } = await tenantDb(ctx).execute<WorkRow>(sql`
    WITH managed AS (SELECT c.id, c.name FROM courses c WHERE c.tenant_id = ${tenant} AND ${managedWithin(scope)})
    SELECT * FROM (
      SELECT 'assignment' AS kind, s.id, s.submitted_at, c.id AS course_id, c.name AS course_name,
        m.id AS material_id, m.name AS material_name, m.type AS material_type,
        s.user_id, u.name AS user_name, u.profilephoto AS user_photo,
        json_build_object(
          'fileKeys', s.file_keys, 'text', s.text, 'instructions', m.assignment_settings_instructions,
          'maxGrade', m.assignment_settings_max_grade, 'dueDate', m.assignment_settings_due_date,
          'ruleTypes', ARRAY(SELECT r.type FROM materials_completion_rules r WHERE r._parent_id = m.id)
        ) AS work
      FROM assignment_submissions s
      JOIN managed c ON c.id = s.course_id
      JOIN materials m ON m.id = s.material_id AND m.course_id = c.id AND m.tenant_id = ${tenant}
      LEFT JOIN users u ON u.id = s.user_id AND u.tenant_id = ${tenant}
      WHERE s.tenant_id = ${tenant} AND s.grade IS NULL
      UNION ALL
      SELECT 'quiz', t.id, t.submitted_at, c.id, c.name, m.id, m.name, m.type, t.user_id, u.name, u.profilephoto,
        json_build_object(
          'attempt', t.attempt, 'state', t.state, 'startedAt', t.started_at, 'submittedAt', t.submitted_at,
          'timeSpent', t.time_spent, 'score', t.score, 'maxScore', t.max_score, 'retakeAllowed', t.retake_allowed,
          'quiz', m.quiz,
          'quizSettings', json_build_object(
            'passMark', m.quiz_settings_pass_mark, 'attemptsAllowed', m.quiz_settings_attempts_allowed,
            'shuffleQuestions', m.quiz_settings_shuffle_questions, 'shuffleOptions', m.quiz_settings_shuffle_options
          ),
          'answers', COALESCE((
            SELECT json_agg(json_build_object('index', q."index", 'answer', q.answer) ORDER BY q."index")
            FROM quiz_answers q WHERE q.attempt_id = t.id AND q.tenant_id = ${tenant}
          ), '[]'::json)
        )
      FROM quiz_attempts t
      JOIN managed c ON c.id = t.course_id
      JOIN materials m ON m.id = t.material_id AND m.course_id = c.id AND m.tenant_id = ${tenant}
      LEFT JOIN users u ON u.id = t.user_id AND u.tenant_id = ${tenant}
      WHERE t.tenant_id = ${tenant} AND t.state <> 'inProgress' AND t.scored_at IS NULL
        AND m.quiz @> '[{"type": "text"}]'::jsonb
        AND NOT EXISTS (
          SELECT 1 FROM quiz_attempts later
          WHERE later.material_id = t.material_id AND later.user_id = t.user_id AND later.tenant_id = ${tenant} AND later.attempt > t.attempt
        )
    ) work
    ORDER BY submitted_at, id`);
  return rows;
}
