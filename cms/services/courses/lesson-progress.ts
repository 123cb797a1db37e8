import { courseCompletion, isLessonComplete, type CompletionRules, type CourseCompletion, type LessonEvidence } from '@halaqa/shared/completion-rules';
import { sql } from '@payloadcms/db-postgres';
import type { PayloadRequest } from 'payload';
import type { LessonProgress, Material } from '../../payload-types';
import { idOf, type TenantContext } from '../context';
import { tenantDb, type TenantDb } from '../tenant-db';
import { isUniqueViolation } from '../unique-violation';
import { assignmentEvidenceOf, quizPercentOf, type EvidenceLesson } from './evidence-reads';

/** What recording progress needs of a lesson (a stored Material, or a lesson read in SQL). */
export type ProgressLesson = EvidenceLesson & Pick<Material, 'course' | 'completion'>;

/** One student's progress through a course's lessons (learning-content §4). */

export async function progressOf(ctx: TenantContext, courseId: string, userId: string, req?: PayloadRequest): Promise<Map<string, LessonProgress>> {
  const { docs } = await tenantDb(ctx, req).find({ collection: 'lesson-progress', where: { and: [{ course: { equals: courseId } }, { user: { equals: userId } }] } });
  return new Map(docs.map((progress) => [idOf(progress.material)!, progress]));
}

export function completedIdsOf(progress: Map<string, LessonProgress>): Set<string> {
  return new Set([...progress].filter(([, entry]) => entry.completed).map(([id]) => id));
}

/** Not attempted, in progress or completed, over the lessons students can see. */
export async function courseCompletionOf(ctx: TenantContext, courseId: string, userId: string, req?: PayloadRequest): Promise<CourseCompletion> {
  const [{ docs: visible }, progress] = await Promise.all([
    tenantDb(ctx, req).find({ collection: 'materials', where: { and: [{ course: { equals: courseId } }, { visible: { not_equals: false } }] }, select: {} }),
    progressOf(ctx, courseId, userId, req),
  ]);
  return courseCompletion(
    visible.map((material) => material.id),
    new Set(progress.keys()),
    completedIdsOf(progress),
  );
}

export function rulesOf(material: Pick<Material, 'completion'>): CompletionRules {
  return {
    logic: material.completion?.logic ?? 'all',
    rules: (material.completion?.rules ?? []).map((rule) => ({ type: rule.type, minScore: rule.minScore ?? null })),
  };
}

/** Everything the lesson's completion rules read for one student: their marks, quiz and assignment. */
export async function evidenceOf(ctx: TenantContext, material: EvidenceLesson, userId: string, marks: Pick<LessonEvidence, 'viewed' | 'markedDone'>): Promise<LessonEvidence> {
  const [quizPercent, assignment] = await Promise.all([quizPercentOf(ctx, material, userId), assignmentEvidenceOf(ctx, material, userId)]);
  return { ...marks, quizPercent, ...assignment };
}

/**
 * Records what a student did in a lesson (opened it, marked it done or undone; `{}` after a quiz
 * or an assignment changed) and whether its rules are now met.
 */
export async function recordProgress(
  ctx: TenantContext,
  material: ProgressLesson,
  userId: string,
  change: { viewed?: true; markedDone?: boolean },
  firstAttempt = true,
): Promise<LessonProgress> {
  const db = tenantDb(ctx);
  const current = await db.findOne({ collection: 'lesson-progress', where: { and: [{ material: { equals: material.id } }, { user: { equals: userId } }] } });
  const viewed = Boolean(change.viewed || current?.viewed);
  const markedDone = change.markedDone ?? Boolean(current?.markedDone);
  const completed = isLessonComplete(rulesOf(material), await evidenceOf(ctx, material, userId, { viewed, markedDone }));
  const completedAt = completed ? (current?.completedAt ?? new Date().toISOString()) : null;
  if (current) {
    if (current.viewed === viewed && current.markedDone === markedDone && current.completed === completed) return current;
    return db.update({ collection: 'lesson-progress', id: current.id, data: { viewed, markedDone, completed, completedAt } });
  }
  try {
    return await db.create({ collection: 'lesson-progress', data: { course: idOf(material.course)!, material: material.id, user: userId, viewed, markedDone, completed, completedAt } });
  } catch (error) {
    // The same student opened the lesson twice at once: the other request created the record.
    if (firstAttempt && isUniqueViolation(error)) return recordProgress(ctx, material, userId, change, false);
    throw error;
  }
}

/**
 * recordProgress for a write that has just changed the lesson's evidence and read the rest of it
 * in its own transaction (a quiz result, issue #13): the completion is written in that
 * transaction (`tx`, the accessor on it), in one statement, instead of everything being read again through Payload. The
 * record is created (neither viewed nor marked done) when `current` says there is none. A mark
 * or a grade that races the transaction is settled by the progress job the writer also queues,
 * which recomputes from what is committed.
 */
export async function recordCompletionIn(
  tx: TenantDb,
  ctx: TenantContext,
  material: ProgressLesson,
  userId: string,
  current: Pick<LessonProgress, 'completed'> | null,
  evidence: LessonEvidence,
): Promise<void> {
  const completed = isLessonComplete(rulesOf(material), evidence);
  if (current && current.completed === completed) return;
  await tx.execute(sql`
    INSERT INTO lesson_progress (tenant_id, course_id, material_id, user_id, viewed, marked_done, completed, completed_at)
    VALUES (${ctx.tenant.id}, ${idOf(material.course)}, ${material.id}, ${userId}, false, false, ${completed}, ${completed ? new Date().toISOString() : null})
    ON CONFLICT (material_id, user_id) DO UPDATE SET completed = EXCLUDED.completed,
      completed_at = CASE WHEN EXCLUDED.completed THEN COALESCE(lesson_progress.completed_at, EXCLUDED.completed_at) END, updated_at = now()`);
}
