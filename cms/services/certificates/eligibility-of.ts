import { certificateEligibility, type Eligibility, type GradedLesson } from '@halaqa/shared/certificate-eligibility';
import type { Course, Material } from '../../payload-types';
import { idOf, type TenantContext } from '../context';
import { maxGradeOf, questionsOf } from '../courses/assessment/evidence-reads';
import { progressOf } from '../courses/progress/progress-of';
import { tenantDb } from '../tenant-db';
import { certConfigOf } from './cert-config';

/**
 * Reads what spec §4's certificate rule needs about one student of a course (every visible
 * lesson, whether they finished it, their quiz scores and assignment grades) and applies the
 * pure rule of shared/certificate-eligibility. Four queries, whatever the number of lessons.
 */

export interface CertificateStanding extends Eligibility {
  /** Visible lessons finished and in all, for the "finish every lesson" refusal. */
  finished: number;
  total: number;
}

async function visibleLessons(ctx: TenantContext, courseId: string): Promise<Material[]> {
  const { docs } = await tenantDb(ctx).find({ collection: 'materials', where: { and: [{ course: { equals: courseId } }, { visible: { not_equals: false } }] } });
  return docs;
}

/**
 * Per quiz lesson, the score of the student's latest attempt that was submitted or finalized.
 * An attempt still in progress (a granted retake under way) does not undo the one before it.
 */
async function quizScores(ctx: TenantContext, courseId: string, userId: string): Promise<Map<string, number | null>> {
  const { docs } = await tenantDb(ctx).find({
    collection: 'quiz-attempts',
    where: { and: [{ course: { equals: courseId } }, { user: { equals: userId } }, { state: { in: ['submitted', 'finalized'] } }] },
    sort: 'attempt',
  });
  // Sorted by attempt number, so each lesson's last entry wins.
  return new Map(docs.map((attempt) => [idOf(attempt.material)!, attempt.score ?? null]));
}

async function assignmentGrades(ctx: TenantContext, courseId: string, userId: string): Promise<Map<string, number | null>> {
  const { docs } = await tenantDb(ctx).find({ collection: 'assignment-submissions', where: { and: [{ course: { equals: courseId } }, { user: { equals: userId } }] } });
  return new Map(docs.map((submission) => [idOf(submission.material)!, submission.grade ?? null]));
}

/** A lesson as the rule sees it: a quiz part and an assignment part only where the lesson has them. */
function gradedLesson(material: Material, finished: boolean, quizScore: number | null | undefined, grade: number | null | undefined): GradedLesson {
  const questions = questionsOf(material);
  const instructions = material.assignmentSettings?.instructions ?? '';
  const hasQuiz = material.type === 'quiz' || (material.type === 'mixed' && questions.length > 0);
  const hasAssignment = material.type === 'assignment' || (material.type === 'mixed' && instructions.trim() !== '');
  return {
    id: material.id,
    finished,
    quiz: hasQuiz ? { savequiz: material.quizSettings?.savequiz !== false, questions, earned: quizScore ?? null } : undefined,
    assignment: hasAssignment ? { instructions, maxGrade: maxGradeOf(material), earned: grade ?? null } : undefined,
  };
}

export async function certificateStandingOf(ctx: TenantContext, course: Course, userId: string, manager: boolean): Promise<CertificateStanding> {
  const [lessons, progress, scores, grades] = await Promise.all([
    visibleLessons(ctx, course.id),
    progressOf(ctx, course.id, userId),
    quizScores(ctx, course.id, userId),
    assignmentGrades(ctx, course.id, userId),
  ]);
  const graded = lessons.map((material) =>
    gradedLesson(material, Boolean(progress.get(material.id)?.completed), scores.get(material.id), grades.get(material.id)),
  );
  const eligibility = certificateEligibility({ manager, ...certConfigOf(course), lessons: graded });
  return { ...eligibility, finished: graded.filter((lesson) => lesson.finished).length, total: graded.length };
}
