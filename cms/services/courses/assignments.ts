import type { TSubmissionView } from '@halaqa/shared/api-contract/course-shapes';
import type { LessonEvidence } from '@halaqa/shared/completion-rules';
import type { AssignmentSubmission, Material } from '../../payload-types';
import { idOf, type TenantContext } from '../context';
import { stringList } from './course-shape';

/**
 * Assignments (learning-content §3–§4, issue #6): a student submits files and text; a manager
 * grades it once, between 0 and max_grade (default 100). Not submitted → submitted → graded;
 * a submission after the due date is overdue.
 */

export const DEFAULT_MAX_GRADE = 100;

export const maxGradeOf = (material: Material) => material.assignmentSettings?.maxGrade ?? DEFAULT_MAX_GRADE;

export async function findSubmission({ payload, tenant }: TenantContext, materialId: string, userId: string): Promise<AssignmentSubmission | null> {
  const { docs } = await payload.find({
    collection: 'assignment-submissions',
    where: { and: [{ tenant: { equals: tenant.id } }, { material: { equals: materialId } }, { user: { equals: userId } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  });
  return docs[0] ?? null;
}

export function submissionView(material: Material, submission: AssignmentSubmission): TSubmissionView {
  const due = material.assignmentSettings?.dueDate;
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
    overdue: Boolean(due && new Date(submission.submittedAt) > new Date(due)),
  };
}

/** What completion rules read of a student's assignment: submitted, and the grade as a percent. */
export async function assignmentEvidenceOf(ctx: TenantContext, material: Material, userId: string): Promise<Pick<LessonEvidence, 'assignmentSubmitted' | 'assignmentPercent'>> {
  if (material.type !== 'assignment' && material.type !== 'mixed') return { assignmentSubmitted: false, assignmentPercent: null };
  const submission = await findSubmission(ctx, material.id, userId);
  if (!submission) return { assignmentSubmitted: false, assignmentPercent: null };
  return { assignmentSubmitted: true, assignmentPercent: submission.grade == null ? null : (submission.grade / maxGradeOf(material)) * 100 };
}
