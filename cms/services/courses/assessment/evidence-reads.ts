import type { LessonEvidence } from '@halaqa/shared/completion-rules';
import type { QuizQuestion } from '@halaqa/shared/quiz-scoring';
import type { AssignmentSubmission, Material, QuizAttempt } from '../../../payload-types';
import type { Where } from 'payload';
import type { TenantContext } from '../../context';
import { tenantDb } from '../../tenant-db';

/**
 * What a lesson's completion rules read of one student's work: their latest quiz result and
 * their assignment submission, and what the lesson says about its quiz and its grading.
 * lesson-progress, quizzes and assignments all read these; this module imports none of them.
 */

export const DEFAULT_MAX_GRADE = 100;

/** What these reads need of a lesson (a stored Material, or a lesson read in SQL). */
export type EvidenceLesson = Pick<Material, 'id' | 'type' | 'quiz' | 'assignmentSettings'>;

export const maxGradeOf = (material: Pick<Material, 'assignmentSettings'>) => material.assignmentSettings?.maxGrade ?? DEFAULT_MAX_GRADE;

export function findSubmission(ctx: TenantContext, materialId: string, userId: string): Promise<AssignmentSubmission | null> {
  return tenantDb(ctx).findOne({ collection: 'assignment-submissions', where: { and: [{ material: { equals: materialId } }, { user: { equals: userId } }] } });
}

/** What completion rules read of a student's assignment: submitted, and the grade as a percent. */
export async function assignmentEvidenceOf(ctx: TenantContext, material: EvidenceLesson, userId: string): Promise<Pick<LessonEvidence, 'assignmentSubmitted' | 'assignmentPercent'>> {
  if (material.type !== 'assignment' && material.type !== 'mixed') return assignmentEvidenceFrom(material, null);
  return assignmentEvidenceFrom(material, await findSubmission(ctx, material.id, userId));
}

/** The same from a submission already read (or none). */
export function assignmentEvidenceFrom(material: EvidenceLesson, submission: Pick<AssignmentSubmission, 'grade'> | null): Pick<LessonEvidence, 'assignmentSubmitted' | 'assignmentPercent'> {
  if ((material.type !== 'assignment' && material.type !== 'mixed') || !submission) return { assignmentSubmitted: false, assignmentPercent: null };
  return { assignmentSubmitted: true, assignmentPercent: submission.grade == null ? null : (submission.grade / maxGradeOf(material)) * 100 };
}

export function questionsOf(material: Pick<Material, 'quiz'>): QuizQuestion[] {
  return Array.isArray(material.quiz) ? (material.quiz as unknown as QuizQuestion[]) : [];
}

export const isQuiz = (material: Pick<Material, 'type' | 'quiz'>) => material.type === 'quiz' || (material.type === 'mixed' && questionsOf(material).length > 0);

/**
 * The student's latest scored attempt (submitted or finalized), or null. While a retake is in
 * progress, the previous result still counts (completion rules, certificates, scores pages).
 */
export function latestResult(ctx: TenantContext, materialId: string, userId: string): Promise<QuizAttempt | null> {
  return newestAttempt(ctx, materialId, userId, { scoredOnly: true });
}

/** The student's latest attempt at a quiz, in progress or not, or null. */
export function latestAttempt(ctx: TenantContext, materialId: string, userId: string): Promise<QuizAttempt | null> {
  return newestAttempt(ctx, materialId, userId, { scoredOnly: false });
}

function newestAttempt(ctx: TenantContext, materialId: string, userId: string, { scoredOnly }: { scoredOnly: boolean }): Promise<QuizAttempt | null> {
  const scored: Where[] = scoredOnly ? [{ state: { not_equals: 'inProgress' } }] : [];
  return tenantDb(ctx).findOne({ collection: 'quiz-attempts', where: { and: [{ material: { equals: materialId } }, { user: { equals: userId } }, ...scored] }, sort: '-attempt' });
}

/** The percent of the student's latest scored attempt, or null: completion rules read it. */
export async function quizPercentOf(ctx: TenantContext, material: EvidenceLesson, userId: string): Promise<number | null> {
  if (!isQuiz(material)) return null;
  return quizPercentFrom(await latestResult(ctx, material.id, userId));
}

/** The same from the latest scored attempt already read (or none). */
export function quizPercentFrom(attempt: Pick<QuizAttempt, 'score' | 'maxScore'> | null): number | null {
  if (!attempt || attempt.score == null) return null;
  return attempt.maxScore ? (attempt.score / attempt.maxScore) * 100 : 100;
}
