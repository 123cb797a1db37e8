import type { Managed } from '@halaqa/shared/course-management';
import type { QuizAnswer } from '@halaqa/shared/quiz-scoring';
import { sql } from '@payloadcms/db-postgres';
import type { Material, QuizAttempt } from '../../../payload-types';
import type { TenantContext } from '../../context';
import { isUuid, type SqlFragment } from '../../sql-database';
import { tenantDb } from '../../tenant-db';
import { prerequisitesOf } from '../lessons/lesson-reads';
import { ADMIN_IDS_OF_COURSE, managedOf, registrationHolds, type ManagerColumns } from './course-membership-sql';
import { keptLesson, type KeptLesson } from './course-content-cache';

/**
 * What a quiz call needs before it writes (issue #13): who manages the course, whether the
 * user's registration holds now, the lesson (its quiz, settings, completion rules and
 * prerequisites, with those of them the user has completed) and the user's latest attempt at it,
 * with its answers when asked. The lesson is the kept one (course-content-cache: the same for
 * every student, fresh as a read), so the one SQL statement reads only what is the user's; the
 * course and every row read for the user are confined to the request's tenant in its WHERE
 * clause and joins. Null when the course is not one of the tenant's (or an id is no uuid).
 */

/** A lesson as the quiz calls read it: what they check, score with, and what its completion rules need. */
export type QuizLesson = Pick<Material, 'id' | 'name' | 'course' | 'type' | 'visible' | 'quiz' | 'quizSettings' | 'assignmentSettings' | 'completion'> & {
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

/** One row of quizStandingSql: the course's managers and what is the user's. */
export interface QuizStandingRow extends Record<string, unknown>, ManagerColumns {
  registered: boolean;
  completed_prerequisites: string[];
  /** The latest attempt's id, state and start, for a statement that goes on to write (submit-answer). */
  attempt_id: string | null;
  attempt_state: string | null;
  attempt_started_at: string | null;
  attempt: JsonAttempt | null;
}

/** The answers of attempt `t`, in question order. */
const answersOf = sql`COALESCE((
  SELECT json_agg(json_build_object('index', q."index", 'answer', q.answer) ORDER BY q."index")
  FROM quiz_answers q WHERE q.attempt_id = t.id AND q.tenant_id = t.tenant_id
), '[]'::json)`;

/** The same instant as Payload gives dates (PostgreSQL's JSON writes them in its own format). */
const isoOf = (value: string) => new Date(value).toISOString();

/** The lesson's parts the quiz calls use, as the kept lesson has them. */
function quizLessonOf(material: Material, completedPrerequisites: string[]): QuizLesson {
  return {
    id: material.id,
    name: material.name,
    course: material.course,
    type: material.type,
    visible: material.visible,
    quiz: material.quiz,
    quizSettings: material.quizSettings,
    assignmentSettings: { maxGrade: material.assignmentSettings?.maxGrade },
    completion: { logic: material.completion?.logic, rules: material.completion?.rules?.map(({ type, minScore }) => ({ type, minScore })) },
    prerequisites: prerequisitesOf(material),
    completedPrerequisites,
  };
}

/**
 * The user's part of a quiz call's read, one row (none when the course is not the tenant's):
 * the course's managers, whether the registration holds, which of the lesson's prerequisites
 * the user completed in this course, and the latest attempt (with its answers when asked).
 * Ids must be uuids. The lesson itself comes from keptLesson.
 */
export function quizStandingSql(ctx: TenantContext, courseId: string, materialId: string, userId: string, { withAnswers = false } = {}): SqlFragment {
  return sql`
    SELECT c.id, c.course_id, c.trainer_id,
      ${ADMIN_IDS_OF_COURSE} AS admin_ids,
      ${registrationHolds(userId)} AS registered,
      ARRAY(
        SELECT x.materials_id FROM materials_rels x
        JOIN lesson_progress p ON p.material_id = x.materials_id AND p.course_id = c.id AND p.tenant_id = c.tenant_id AND p.user_id = ${userId} AND p.completed
        WHERE x.parent_id = ${materialId} AND x.path = 'prerequisites'
      ) AS completed_prerequisites,
      attempt.id AS attempt_id, attempt.state AS attempt_state, attempt.started_at AS attempt_started_at,
      attempt.json AS attempt
    FROM courses c
    LEFT JOIN LATERAL (
      SELECT t.id, t.state, t.started_at, json_build_object(
        'id', t.id, 'attempt', t.attempt, 'state', t.state, 'startedAt', t.started_at, 'submittedAt', t.submitted_at,
        'timeSpent', t.time_spent, 'score', t.score, 'maxScore', t.max_score, 'retakeAllowed', t.retake_allowed,
        'answers', ${withAnswers ? answersOf : sql`NULL`}
      ) AS json
      FROM quiz_attempts t
      WHERE t.material_id = ${materialId} AND t.tenant_id = c.tenant_id AND t.user_id = ${userId}
      ORDER BY t.attempt DESC
      LIMIT 1
    ) attempt ON true
    WHERE c.tenant_id = ${ctx.tenant.id} AND c.id = ${courseId}`;
}

/** The kept lesson and the user's standing as the quiz calls take them; null without the row. */
export function quizContextOf(kept: KeptLesson | null, row: QuizStandingRow | undefined): QuizContext | null {
  if (!row) return null;
  // A lesson of another course or site is none here, and so is any attempt read for its id.
  const stored = kept && row.attempt;
  return {
    managed: managedOf(row),
    registered: row.registered,
    lesson: kept && quizLessonOf(kept.material, row.completed_prerequisites),
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
    answers: (stored && stored.answers) ?? null,
  };
}

export async function readQuizContext(ctx: TenantContext, courseId: string, materialId: string, userId: string, options: { withAnswers?: boolean } = {}): Promise<QuizContext | null> {
  if (!isUuid(courseId) || !isUuid(materialId) || !isUuid(userId)) return null;
  const [kept, rows] = await Promise.all([
    keptLesson(ctx, courseId, materialId),
    // Prepared: planning this statement costs PostgreSQL more than running it.
    tenantDb(ctx).executePrepared<QuizStandingRow>(quizStandingSql(ctx, courseId, materialId, userId, options)),
  ]);
  return quizContextOf(kept, rows[0]);
}
