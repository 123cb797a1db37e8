import type { Managed } from '@halaqa/shared/course-management';
import type { QuizAnswer } from '@halaqa/shared/quiz-scoring';
import { sql } from '@payloadcms/db-postgres';
import type { Material, QuizAttempt } from '../../../payload-types';
import type { TenantContext } from '../../context';
import { isUuid } from '../../sql-database';
import { tenantDb } from '../../tenant-db';
import { ADMIN_IDS_OF_COURSE, managedOf, registrationHolds, type ManagerColumns } from './course-membership-sql';

/**
 * What a quiz call needs before it writes, as one SQL statement (issue #13): who manages the
 * course, whether the user's registration holds now, the lesson (its quiz, settings, completion
 * rules and prerequisites, with those of them the user has completed) and the user's latest
 * attempt at it, with its answers when asked. The course, the lesson and every row read for the
 * user are confined to the request's tenant, and the lesson to the course, in the WHERE clause
 * and the joins. Null when the course is not one of the tenant's (or an id is no uuid).
 */

/** A lesson as the quiz calls read it: what they check, score with, and what its completion rules need. */
export type QuizLesson = Pick<Material, 'id' | 'course' | 'type' | 'visible' | 'quiz' | 'quizSettings' | 'assignmentSettings' | 'completion'> & {
  prerequisites: string[];
  /** Those of its prerequisites the user has completed in this course. */
  completedPrerequisites: string[];
};

/** An attempt as stored, without its answers. */
export type StoredAttempt = Pick<QuizAttempt, 'id' | 'attempt' | 'state' | 'startedAt' | 'submittedAt' | 'timeSpent' | 'score' | 'maxScore' | 'retakeAllowed'>;

export interface StoredAnswer {
  index: number;
  answer: QuizAnswer;
}

export interface QuizContext {
  managed: Managed;
  registered: boolean;
  /** Null when the lesson is not one of this course's. */
  lesson: QuizLesson | null;
  /** The user's attempt with the highest number, or null; always null without a lesson. */
  attempt: StoredAttempt | null;
  /** That attempt's answers by question index, when asked for (`withAnswers`); else null. */
  answers: StoredAnswer[] | null;
}

type JsonAttempt = Omit<StoredAttempt, 'startedAt' | 'submittedAt'> & { startedAt: string; submittedAt: string | null; answers: StoredAnswer[] | null };

interface Row extends Record<string, unknown>, ManagerColumns {
  registered: boolean;
  lesson: QuizLesson | null;
  attempt: JsonAttempt | null;
}

/** The answers of attempt `t`, in question order. */
const answersOf = sql`COALESCE((
  SELECT json_agg(json_build_object('index', q."index", 'answer', q.answer) ORDER BY q."index")
  FROM quiz_answers q WHERE q.attempt_id = t.id AND q.tenant_id = t.tenant_id
), '[]'::json)`;

/** The same instant as Payload gives dates (PostgreSQL's JSON writes them in its own format). */
const isoOf = (value: string) => new Date(value).toISOString();

export async function readQuizContext(ctx: TenantContext, courseId: string, materialId: string, userId: string, { withAnswers = false } = {}): Promise<QuizContext | null> {
  if (!isUuid(courseId) || !isUuid(materialId) || !isUuid(userId)) return null;
  // Prepared: planning this statement costs PostgreSQL more than running it.
  const rows = await tenantDb(ctx).executePrepared<Row>(sql`
    SELECT c.id, c.course_id, c.trainer_id,
      ${ADMIN_IDS_OF_COURSE} AS admin_ids,
      ${registrationHolds(userId)} AS registered,
      lesson.json AS lesson,
      attempt.json AS attempt
    FROM courses c
    LEFT JOIN LATERAL (
      SELECT m.id, json_build_object(
        'id', m.id, 'course', m.course_id, 'type', m.type, 'visible', m.visible, 'quiz', m.quiz,
        'quizSettings', json_build_object('savequiz', m.quiz_settings_savequiz, 'timeLimit', m.quiz_settings_time_limit, 'accepting', m.quiz_settings_accepting),
        'assignmentSettings', json_build_object('maxGrade', m.assignment_settings_max_grade),
        'completion', json_build_object('logic', m.completion_logic, 'rules', COALESCE((
          SELECT json_agg(json_build_object('type', r.type, 'minScore', r.min_score) ORDER BY r._order)
          FROM materials_completion_rules r WHERE r._parent_id = m.id
        ), '[]'::json)),
        'prerequisites', ARRAY(
          SELECT x.materials_id FROM materials_rels x
          WHERE x.parent_id = m.id AND x.path = 'prerequisites' AND x.materials_id IS NOT NULL ORDER BY x."order"
        ),
        'completedPrerequisites', ARRAY(
          SELECT x.materials_id FROM materials_rels x
          JOIN lesson_progress p ON p.material_id = x.materials_id AND p.course_id = c.id AND p.tenant_id = c.tenant_id AND p.user_id = ${userId} AND p.completed
          WHERE x.parent_id = m.id AND x.path = 'prerequisites'
        )
      ) AS json
      FROM materials m
      WHERE m.id = ${materialId} AND m.course_id = c.id AND m.tenant_id = c.tenant_id
    ) lesson ON true
    LEFT JOIN LATERAL (
      SELECT json_build_object(
        'id', t.id, 'attempt', t.attempt, 'state', t.state, 'startedAt', t.started_at, 'submittedAt', t.submitted_at,
        'timeSpent', t.time_spent, 'score', t.score, 'maxScore', t.max_score, 'retakeAllowed', t.retake_allowed,
        'answers', ${withAnswers ? answersOf : sql`NULL`}
      ) AS json
      FROM quiz_attempts t
      WHERE t.material_id = lesson.id AND t.tenant_id = c.tenant_id AND t.user_id = ${userId}
      ORDER BY t.attempt DESC
      LIMIT 1
    ) attempt ON true
    WHERE c.tenant_id = ${ctx.tenant.id} AND c.id = ${courseId}`);
  const row = rows[0];
  if (!row) return null;
  const stored = row.attempt;
  return {
    managed: managedOf(row),
    registered: row.registered,
    lesson: row.lesson,
    attempt: stored && {
      id: stored.id,
      attempt: stored.attempt,
      state: stored.state,
      startedAt: isoOf(stored.startedAt),
      submittedAt: stored.submittedAt === null ? null : isoOf(stored.submittedAt),
      timeSpent: stored.timeSpent,
      score: stored.score,
      maxScore: stored.maxScore,
      retakeAllowed: stored.retakeAllowed,
    },
    answers: stored?.answers ?? null,
  };
}
