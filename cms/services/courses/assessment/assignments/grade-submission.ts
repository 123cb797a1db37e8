import type { TSubmissionView } from '@halaqa/shared/api-contract/course-shapes';
import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import { translatorFor } from '@halaqa/shared/i18n/index';
import type { ZGradeRequest } from '@halaqa/shared/schemas/assessment';
import { sql } from '@payloadcms/db-postgres';
import type { z } from 'zod';
import type { AssignmentSubmission, Course, Material } from '../../../../payload-types';
import { idOf, type TenantContext } from '../../../context';
import { findInTenant } from '../../../find-in-tenant';
import { languageOfUser } from '../../../notifications/language-of-user';
import { notify } from '../../../notifications/notify';
import { tenantDb } from '../../../tenant-db';
import { transaction, type InTransaction } from '../../../unit-of-work';
import type { Actor } from '../../../users/actor';
import { maxGradeOf } from '../evidence-reads';
import { recordProgress } from '../../progress/record-progress';
import { queueProgress } from '../../progress/progress-job';
import { managedAssignment } from './assignment-scope';
import { submissionView } from './submission-view';

async function notifyGraded(tx: InTransaction<TenantContext>, course: Course, material: Material, submission: AssignmentSubmission): Promise<void> {
  const student = await tenantDb(tx).findById({ collection: 'users', id: idOf(submission.user)! });
  if (!student) return;
  const t = translatorFor(languageOfUser(student, tx.tenant));
  const message = t('assessment.assignment.gradedMessage', { lesson: material.name, course: course.name, grade: submission.grade, max: maxGradeOf(material) });
  await notify(tx, [student.id], { title: t('assessment.assignment.gradedTitle'), message, link: `/courses/${course.id}/lessons/${material.id}` });
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
  const graded = await transaction(ctx, async (tx) => {
    // The same grade and feedback again is a repeated request (a reply lost to a crash or a
    // dropped connection, a double click): nothing changes and the student is not told twice.
    // Read under a row lock, so two identical requests at once record and notify one grade.
    const { rows } = await tenantDb(tx).execute<{ grade: string | number | null; feedback: string | null }>(sql`
      SELECT grade, feedback FROM assignment_submissions WHERE id = ${submission.id} AND tenant_id = ${tx.tenant.id} FOR UPDATE`);
    const held = rows[0];
    if (held && held.grade !== null && Number(held.grade) === input.grade && (held.feedback ?? '') === feedback) return null;
    const saved = await tenantDb(tx).update({
      collection: 'assignment-submissions',
      id: submission.id,
      data: { grade: input.grade, feedback, gradedAt: new Date().toISOString(), gradedBy: actor.id },
    });
    await queueProgress(tx, idOf(material.course)!, idOf(saved.user)!);
    await notifyGraded(tx, course, material, saved);
    return saved;
  });
  const current = graded ?? (await findInTenant(ctx, 'assignment-submissions', [{ id: { equals: submission.id } }]));
  // At once as well, so the reply and the student's next page already show it (idempotent: a
  // repeated grade also completes what a crash after the commit may have left to the job).
  await recordProgress(ctx, material, idOf(current.user)!, {});
  return submissionView(material, current);
}
