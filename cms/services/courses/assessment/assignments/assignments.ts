import type { TSubmissionForGrading } from '@halaqa/shared/api-contract/assignments';
import type { TSubmissionView } from '@halaqa/shared/api-contract/course-shapes';
import { holdsAssignment, isLate } from '@halaqa/shared/assignment-status';
import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import { visibilityOfKey } from '@halaqa/shared/file-keys';
import { translatorFor } from '@halaqa/shared/i18n/index';
import type { ZAssignmentSubmitRequest, ZGradeRequest } from '@halaqa/shared/schemas/assessment';
import { sql } from '@payloadcms/db-postgres';
import type { PayloadRequest } from 'payload';
import type { z } from 'zod';
import type { AssignmentSubmission, Course, Material } from '../../../../payload-types';
import { idOf, type TenantContext } from '../../../context';
import { findInTenant } from '../../../find-in-tenant';
import { languageOfUser } from '../../../notifications/language-of-user';
import { notify } from '../../../notifications/notify';
import { notifyManagers } from '../../../notifications/notify-managers';
import { tenantDb } from '../../../tenant-db';
import { withTransaction } from '../../../transaction';
import { isUniqueViolation } from '../../../unique-violation';
import type { Actor } from '../../../users/actor';
import { findCourse } from '../../catalogue/find-course';
import { assertManager, isManagerOf } from '../../people/course-managers';
import { courseRoleOf } from '../../people/course-role';
import { stringList } from '../../catalogue/course-shape';
import { findSubmission, maxGradeOf } from '../evidence-reads';
import { recordProgress } from '../../progress/record-progress';
import { assertMayOpenLesson, findLessonOf } from '../../lessons/lesson-reads';
import { peopleByIds } from '../../people/people-by-ids';
import { queueProgress } from '../../progress/progress-job';

/**
 * Assignments (learning-content §3–§4, issue #6): a student submits files and text, and may
 * replace that work until a manager grades it, between 0 and max_grade (default 100). Not
 * submitted → submitted → graded; work handed in after the due date is accepted and marked
 * overdue. Managers may correct a grade; the student is notified each time.
 */

const takesSubmissions = (material: Material) =>
  holdsAssignment({
    type: material.type,
    instructions: material.assignmentSettings?.instructions ?? '',
    ruleTypes: (material.completion?.rules ?? []).map((rule) => rule.type),
  });

export function submissionView(
  material: Pick<Material, 'assignmentSettings'>,
  submission: Pick<AssignmentSubmission, 'id' | 'user' | 'fileKeys' | 'text' | 'submittedAt' | 'grade' | 'feedback' | 'gradedAt'>,
): TSubmissionView {
  return {
    id: submission.id,
    userId: idOf(submission.user)!,
    fileKeys: stringList(submission.fileKeys),
    text: submission.text ?? '',
    submittedAt: submission.submittedAt,
    state: submission.grade == null ? 'submitted' : 'graded',
    grade: submission.grade ?? null,
    feedback: submission.feedback ?? '',
    gradedAt: submission.gradedAt ?? null,
    overdue: isLate(submission.submittedAt, material.assignmentSettings?.dueDate),
  };
}

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
async function writeSubmission(ctx: TenantContext, material: Material, userId: string, work: Work, existing: AssignmentSubmission | null, req: PayloadRequest): Promise<string> {
  const db = tenantDb(ctx, req);
  const submittedAt = new Date().toISOString();
  if (!existing) {
    const created = await db.create({ collection: 'assignment-submissions', data: { course: idOf(material.course)!, material: material.id, user: userId, ...work, submittedAt } });
    return created.id;
  }
  const { rows } = await db.execute(sql`
    UPDATE assignment_submissions SET file_keys = ${JSON.stringify(work.fileKeys)}::jsonb, text = ${work.text}, submitted_at = ${submittedAt}, updated_at = now()
    WHERE id = ${existing.id} AND tenant_id = ${ctx.tenant.id} AND grade IS NULL
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
    await withTransaction(ctx.payload, async (req) => {
      const id = await writeSubmission(ctx, material, userId, work, existing, req);
      await notifyManagers({ ...ctx, req }, { kind: 'submission', courseId: idOf(material.course)!, actorId: userId, eventKey: id, lesson: material.name });
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

/** A manager's view of an assignment lesson of a course they manage. */
async function managedAssignment(ctx: TenantContext, actor: Actor, courseId: string, materialId: string) {
  const course = await findCourse(ctx, courseId);
  assertManager(actor, course);
  const material = await findLessonOf(ctx, course, materialId);
  if (!takesSubmissions(material)) throw new AppError(AppErrorCode.NOT_FOUND);
  return { course, material };
}

/** GET …/assignment/submissions: every submission of the lesson with its student, work to grade first. */
export async function listSubmissions(ctx: TenantContext, actor: Actor, courseId: string, materialId: string): Promise<TSubmissionForGrading[]> {
  const { material } = await managedAssignment(ctx, actor, courseId, materialId);
  const { docs } = await tenantDb(ctx).find({ collection: 'assignment-submissions', where: { material: { equals: material.id } }, sort: 'submittedAt' });
  const personOf = await peopleByIds(ctx, docs.map((submission) => idOf(submission.user)));
  const views = docs.map((submission) => ({ ...submissionView(material, submission), student: personOf(idOf(submission.user)!) }));
  // A stable sort keeps the oldest work first within each group.
  return views.sort((a, b) => Number(a.state === 'graded') - Number(b.state === 'graded'));
}

async function notifyGraded(ctx: TenantContext, course: Course, material: Material, submission: AssignmentSubmission, req: PayloadRequest): Promise<void> {
  const student = await tenantDb(ctx, req).findById({ collection: 'users', id: idOf(submission.user)! });
  if (!student) return;
  const t = translatorFor(languageOfUser(student, ctx.tenant));
  const message = t('assessment.assignment.gradedMessage', { lesson: material.name, course: course.name, grade: submission.grade, max: maxGradeOf(material) });
  await notify({ ...ctx, req }, [student.id], { title: t('assessment.assignment.gradedTitle'), message, link: `/courses/${course.id}/lessons/${material.id}` });
}

/**
 * POST …/assignment/{submissionId}/grade {grade, feedback}: a manager grades (or corrects the
 * grade of) a submission; feedback left out keeps what was written before. The student's
 * completion rules are re-read and the student is notified.
 */
export async function gradeSubmission(
  ctx: TenantContext,
  actor: Actor,
  courseId: string,
  materialId: string,
  submissionId: string,
  input: z.infer<typeof ZGradeRequest>,
): Promise<TSubmissionView> {
  const { course, material } = await managedAssignment(ctx, actor, courseId, materialId);
  const submission = await findInTenant(ctx, 'assignment-submissions', [{ id: { equals: submissionId } }, { material: { equals: material.id } }]);
  if (input.grade > maxGradeOf(material)) throw new AppError(AppErrorCode.VALIDATION, { messageKey: 'validation.gradeInvalid', field: 'grade' });
  const feedback = input.feedback ?? submission.feedback ?? '';
  // The grade, the student's notification (and its queued mail) and the queued progress
  // recomputation commit together; mail is never sent inside the request.
  const graded = await withTransaction(ctx.payload, async (req) => {
    // The same grade and feedback again is a repeated request (a reply lost to a crash or a
    // dropped connection, a double click): nothing changes and the student is not told twice.
    // Read under a row lock, so two identical requests at once record and notify one grade.
    const { rows } = await tenantDb(ctx, req).execute<{ grade: string | number | null; feedback: string | null }>(sql`
      SELECT grade, feedback FROM assignment_submissions WHERE id = ${submission.id} AND tenant_id = ${ctx.tenant.id} FOR UPDATE`);
    const held = rows[0];
    if (held && held.grade !== null && Number(held.grade) === input.grade && (held.feedback ?? '') === feedback) return null;
    const saved = await tenantDb(ctx, req).update({
      collection: 'assignment-submissions',
      id: submission.id,
      data: { grade: input.grade, feedback, gradedAt: new Date().toISOString(), gradedBy: actor.id },
    });
    await queueProgress({ ...ctx, req }, idOf(material.course)!, idOf(saved.user)!);
    await notifyGraded(ctx, course, material, saved, req);
    return saved;
  });
  const current = graded ?? (await findInTenant(ctx, 'assignment-submissions', [{ id: { equals: submission.id } }]));
  // At once as well, so the reply and the student's next page already show it (idempotent: a
  // repeated grade also completes what a crash after the commit may have left to the job).
  await recordProgress(ctx, material, idOf(current.user)!, {});
  return submissionView(material, current);
}

/**
 * Whether `reader` manages a course to which the file's uploader submitted it: the managers who
 * grade the work may open its private files (cms/services/files/read-file.ts).
 */
export async function managesSubmissionWithFile(ctx: TenantContext, reader: Actor, key: string, uploaderId: string): Promise<boolean> {
  const { rows } = await tenantDb(ctx).execute(sql`
    SELECT DISTINCT course_id FROM assignment_submissions
    WHERE tenant_id = ${ctx.tenant.id} AND user_id = ${uploaderId} AND file_keys @> ${JSON.stringify([key])}::jsonb`);
  const courseIds = rows.map((row) => String(row.course_id));
  if (courseIds.length === 0) return false;
  const { docs: courses } = await tenantDb(ctx).find({ collection: 'courses', where: { id: { in: courseIds } } });
  return courses.some((course) => isManagerOf(reader, course));
}
