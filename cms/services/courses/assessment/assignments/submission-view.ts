import type { TSubmissionView } from '@halaqa/shared/api-contract/course-shapes';
import { isLate } from '@halaqa/shared/assignment-status';
import type { AssignmentSubmission, Material } from '../../../../payload-types';
import { idOf } from '../../../context';
import { stringList } from '../../catalogue/course-shape';

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
