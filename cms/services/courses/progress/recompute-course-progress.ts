import { sql } from '@payloadcms/db-postgres';
import type { TenantContext } from '../../context';
import { tenantDb } from '../../tenant-db';
import { assignmentEvidenceFrom, isQuiz, quizPercentFrom } from '../assessment/evidence-reads';
import { keptCurriculum, keptLesson } from '../reads/course-content-cache';
import { recordCompletionIn } from './record-progress';

/** The lessons whose completion can read a quiz's result or an assignment's grade. */
const ASSESSED_TYPES: ReadonlySet<string> = new Set(['quiz', 'assignment', 'mixed']);

interface EvidenceRow extends Record<string, unknown> {
  material_id: string;
  progress_id: string | null;
  viewed: boolean | null;
  marked_done: boolean | null;
  completed: boolean | null;
  score: string | number | null;
  max_score: string | number | null;
  submission_id: string | null;
  grade: string | number | null;
}

/**
 * Recomputes a student's completion of every lesson of a course whose rules read a quiz or an
 * assignment, from what is committed: the lessons' rules from the kept curriculum and lessons
 * (reads/course-content-cache: a class's thousand jobs read them once, not once each), the
 * student's records, latest scored attempts and submissions in one statement, and a write only
 * where the completion changed. Lessons the student has left no trace in are not touched. The
 * same for one event or for fifty, which is what lets the progress job collapse a student's
 * events in a course into one run.
 */
export async function recomputeCourseProgress(ctx: TenantContext, courseId: string, userId: string): Promise<void> {
  const db = tenantDb(ctx);
  const assessed = (await keptCurriculum(ctx, courseId))?.lessons.filter((lesson) => ASSESSED_TYPES.has(lesson.type)) ?? [];
  if (assessed.length === 0) return;
  const [kept, { rows }] = await Promise.all([
    Promise.all(assessed.map((lesson) => keptLesson(ctx, courseId, lesson.id))),
    db.execute<EvidenceRow>(sql`
      SELECT m.id AS material_id, p.id AS progress_id, p.viewed, p.marked_done, p.completed, q.score, q.max_score, s.id AS submission_id, s.grade
      FROM materials m
      LEFT JOIN lesson_progress p ON p.material_id = m.id AND p.user_id = ${userId} AND p.tenant_id = m.tenant_id
      LEFT JOIN LATERAL (
        SELECT a.score, a.max_score FROM quiz_attempts a
        WHERE a.material_id = m.id AND a.user_id = ${userId} AND a.tenant_id = m.tenant_id AND a.state <> 'inProgress'
        ORDER BY a.attempt DESC LIMIT 1
      ) q ON true
      LEFT JOIN assignment_submissions s ON s.material_id = m.id AND s.user_id = ${userId} AND s.tenant_id = m.tenant_id
      WHERE m.course_id = ${courseId} AND m.tenant_id = ${ctx.tenant.id}`),
  ]);
  const lessons = kept.flatMap((lesson) => (lesson ? [lesson.material] : []));
  const evidenceOf = new Map(rows.map((row) => [row.material_id, row]));
  for (const lesson of lessons) {
    const row = evidenceOf.get(lesson.id);
    if (!row || (row.progress_id === null && row.score === null && row.submission_id === null)) continue;
    const attempt = row.score === null ? null : { score: Number(row.score), maxScore: row.max_score === null ? null : Number(row.max_score) };
    await recordCompletionIn(db, ctx, lesson, userId, row.progress_id === null ? null : { completed: row.completed }, {
      viewed: Boolean(row.viewed),
      markedDone: Boolean(row.marked_done),
      quizPercent: isQuiz(lesson) ? quizPercentFrom(attempt) : null,
      ...assignmentEvidenceFrom(lesson, row.submission_id === null ? null : { grade: row.grade === null ? null : Number(row.grade) }),
    });
  }
}
