import type { LessonEvidence } from '@halaqa/shared/completion-rules';
import type { TenantContext } from '../../context';
import { assignmentEvidenceOf, type EvidenceLesson, quizPercentOf } from '../assessment/evidence-reads';

/** Everything the lesson's completion rules read for one student: their marks, quiz and assignment. */
export async function evidenceOf(ctx: TenantContext, material: EvidenceLesson, userId: string, marks: Pick<LessonEvidence, 'viewed' | 'markedDone'>): Promise<LessonEvidence> {
  const [quizPercent, assignment] = await Promise.all([quizPercentOf(ctx, material, userId), assignmentEvidenceOf(ctx, material, userId)]);
  return { ...marks, quizPercent, ...assignment };
}
