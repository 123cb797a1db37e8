import { isLessonComplete, type LessonEvidence } from '@halaqa/shared/completion-rules';
import { sql } from '@payloadcms/db-postgres';
import type { LessonProgress } from '../../../payload-types';
import { idOf, type TenantContext } from '../../context';
import { tenantDb, type TenantDb } from '../../tenant-db';
import type { SqlFragment } from '../../sql-database';
import { isUniqueViolation } from '../../unique-violation';
import type { ProgressRecord } from '../reads/course-viewer';
import { completionRulesOf } from './completion-rules-of';
import { evidenceOf } from './lesson-evidence';
import type { ProgressLesson } from './progress-of';

async function findRecord(ctx: TenantContext, materialId: string, userId: string): Promise<ProgressRecord | null> {
  const found = await tenantDb(ctx).findOne({ collection: 'lesson-progress', where: { and: [{ material: { equals: materialId } }, { user: { equals: userId } }] } });
  return found && { id: found.id, viewed: Boolean(found.viewed), markedDone: Boolean(found.markedDone), completed: Boolean(found.completed), completedAt: found.completedAt ?? null };
}

/**
 * Records what a student did in a lesson (opened it, marked it done or undone; `{}` after a quiz
 * or an assignment changed) and whether its rules are now met; returns the record as stored. `known` is their record when the
 * caller has read it already (null: they have none), so it is not read again; a lesson page
 * opened again with nothing changed then writes nothing and, for a lesson without a quiz or an
 * assignment, reads nothing.
 */
export async function recordProgress(
  ctx: TenantContext,
  material: ProgressLesson,
  userId: string,
  change: { viewed?: true; markedDone?: boolean },
  known?: ProgressRecord | null,
): Promise<ProgressRecord> {
  const current = known === undefined ? await findRecord(ctx, material.id, userId) : known;
  try {
    return await writeProgress(ctx, material, userId, change, current);
  } catch (error) {
    // The same student opened the lesson twice at once: the other request created the record.
    if (current === null && isUniqueViolation(error)) return writeProgress(ctx, material, userId, change, await findRecord(ctx, material.id, userId));
    throw error;
  }
}

async function writeProgress(
  ctx: TenantContext,
  material: ProgressLesson,
  userId: string,
  change: { viewed?: true; markedDone?: boolean },
  current: ProgressRecord | null,
): Promise<ProgressRecord> {
  const viewed = Boolean(change.viewed || current?.viewed);
  const markedDone = change.markedDone ?? Boolean(current?.markedDone);
  const completed = isLessonComplete(completionRulesOf(material), await evidenceOf(ctx, material, userId, { viewed, markedDone }), material.type);
  const completedAt = completed ? (current?.completedAt ?? new Date().toISOString()) : null;
  const db = tenantDb(ctx);
  const record = { viewed, markedDone, completed, completedAt };
  if (!current) {
    const created = await db.create({ collection: 'lesson-progress', data: { course: idOf(material.course)!, material: material.id, user: userId, ...record } });
    return { id: created.id, ...record };
  }
  if (current.viewed !== viewed || current.markedDone !== markedDone || current.completed !== completed) {
    await db.update({ collection: 'lesson-progress', id: current.id, data: record });
  }
  return { id: current.id, ...record };
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
  const write = completionWrite(ctx, material, userId, current, evidence);
  if (write) await tx.execute(write);
}

/**
 * recordCompletionIn's statement, for a writer that sends it with a write of its own (closeAttempt:
 * each statement is a round trip, and a CPU profile put the socket writes at nearly half of a quiz
 * submit's CPU, docs/decisions/performance.md); null when the completion is what `current` already says.
 */
export function completionWrite(
  ctx: TenantContext,
  material: ProgressLesson,
  userId: string,
  current: Pick<LessonProgress, 'completed'> | null,
  evidence: LessonEvidence,
): SqlFragment | null {
  const completed = isLessonComplete(completionRulesOf(material), evidence, material.type);
  if (current && current.completed === completed) return null;
  return sql`
    INSERT INTO lesson_progress (tenant_id, course_id, material_id, user_id, viewed, marked_done, completed, completed_at)
    VALUES (${ctx.tenant.id}, ${idOf(material.course)}, ${material.id}, ${userId}, false, false, ${completed}, ${completed ? new Date().toISOString() : null})
    ON CONFLICT (material_id, user_id) DO UPDATE SET completed = EXCLUDED.completed,
      completed_at = CASE WHEN EXCLUDED.completed THEN COALESCE(lesson_progress.completed_at, EXCLUDED.completed_at) END, updated_at = now()`;
}
