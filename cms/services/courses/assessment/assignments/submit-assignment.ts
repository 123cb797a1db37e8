import type { TSubmissionView } from '@halaqa/shared/api-contract/course-shapes';
import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import { visibilityOfKey } from '@halaqa/shared/file-keys';
import type { ZAssignmentSubmitRequest } from '@halaqa/shared/schemas/assessment';
import { sql } from '@payloadcms/db-postgres';
import type { z } from 'zod';
import type { AssignmentSubmission, Material } from '../../../../payload-types';
import { idOf, type TenantContext } from '../../../context';
import { notifyManagers } from '../../../notifications/notify-managers';
import { tenantDb } from '../../../tenant-db';
import { transaction, type InTransaction } from '../../../unit-of-work';
import { isUniqueViolation } from '../../../unique-violation';
import type { Actor } from '../../../users/actor';
import { findCourse } from '../../catalogue/find-course';
import { courseRoleOf } from '../../people/course-role';
import { findSubmission } from '../evidence-reads';
import { recordProgress } from '../../progress/record-progress';
import { assertMayOpenLesson, findLessonOf } from '../../lessons/lesson-reads';
import { takesSubmissions } from './assignment-scope';
import { submissionView } from './submission-view';

/** Attached files must be private files the student uploaded here (spec §7: "private file keys of the submitter"). */
async function assertOwnPrivateFiles(ctx: TenantContext, actor: Actor, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  const notYours = () => new AppError(AppErrorCode.VALIDATION, { messageKey: 'validation.submissionFiles', field: 'fileKeys' });
  if (keys.some((key) => visibilityOfKey(key) !== 'private')) throw notYours();
  const { docs } = await tenantDb(ctx).find({
    collection: 'files',
    where: { and: [{ key: { in: keys } }, { owner: { equals: actor.id } }, { visibility: { equals: 'private' } }] },
    select: { key: true },
  });
  if (docs.length !== keys.length) throw notYours();
}

type Work = { fileKeys: string[]; text: string };

/** Writes the work: a single conditional UPDATE of the existing submission, or a new one. */
async function writeSubmission(tx: InTransaction<TenantContext>, material: Material, userId: string, work: Work, existing: AssignmentSubmission | null): Promise<string> {
  const db = tenantDb(tx);
  const submittedAt = new Date().toISOString();
  if (!existing) {
    const created = await db.create({ collection: 'assignment-submissions', data: { course: idOf(material.course)!, material: material.id, user: userId, ...work, submittedAt } });
    return created.id;
  }
  const { rows } = await db.execute(sql`
    UPDATE assignment_submissions SET file_keys = ${JSON.stringify(work.fileKeys)}::jsonb, text = ${work.text}, submitted_at = ${submittedAt}, updated_at = now()
    WHERE id = ${existing.id} AND tenant_id = ${tx.tenant.id} AND grade IS NULL
    RETURNING id`);
  if (rows.length === 0) throw new AppError(AppErrorCode.ASSIGNMENT_GRADED);
  return existing.id;
}

/**
 * The student's one submission, created or replaced, and the notification of the course's
 * managers (issue #14; one event per submission, however often it is replaced within the hour),
 * in one transaction. Replacing is a single conditional UPDATE, so work arriving after (or while)
 * a manager grades never overwrites the graded work.
 */
async function saveSubmission(ctx: TenantContext, material: Material, userId: string, work: Work, firstAttempt = true): Promise<AssignmentSubmission> {
  const existing = await findSubmission(ctx, material.id, userId);
  try {
    await transaction(ctx, async (tx) => {
      const id = await writeSubmission(tx, material, userId, work, existing);
      await notifyManagers(tx, { kind: 'submission', courseId: idOf(material.course)!, actorId: userId, eventKey: id, lesson: material.name });
    });
  } catch (error) {
    // The same student submitted twice at once: the other request created it; replace that one.
    if (firstAttempt && !existing && isUniqueViolation(error)) return saveSubmission(ctx, material, userId, work, false);
    throw error;
  }
  return (await findSubmission(ctx, material.id, userId))!;
}

/** POST …/assignment/submit {fileKeys, text}: a registered student's work for a lesson they may open. */
export async function submitAssignment(ctx: TenantContext, actor: Actor, courseId: string, materialId: string, input: z.infer<typeof ZAssignmentSubmitRequest>): Promise<TSubmissionView> {
  const course = await findCourse(ctx, courseId);
  const material = await findLessonOf(ctx, course, materialId);
  const role = await courseRoleOf(ctx, actor, course);
  await assertMayOpenLesson(ctx, actor, { ...role, manager: false }, material, course);
  if (!takesSubmissions(material)) throw new AppError(AppErrorCode.NOT_FOUND);
  const work = { fileKeys: [...new Set(input.fileKeys ?? [])], text: input.text ?? '' };
  if (work.fileKeys.length === 0 && work.text.trim() === '') throw new AppError(AppErrorCode.VALIDATION, { messageKey: 'validation.submissionEmpty', field: 'text' });
  await assertOwnPrivateFiles(ctx, actor, work.fileKeys);
  const submission = await saveSubmission(ctx, material, actor.id, work);
  await recordProgress(ctx, material, actor.id, {});
  return submissionView(material, submission);
}
