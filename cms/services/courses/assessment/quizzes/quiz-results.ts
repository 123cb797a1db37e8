import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import { INSIGHT_TIP_THRESHOLD } from '@halaqa/shared/quiz-scoring';
import type { QuizAttempt } from '../../../../payload-types';
import { idOf, type TenantContext } from '../../../context';
import { tenantDb } from '../../../tenant-db';
import type { Actor } from '../../../users/actor';
import { findCourse } from '../../catalogue/find-course';
import { assertManager } from '../../people/course-managers';
import { isQuiz, questionsOf } from '../evidence-reads';
import { findLessonOf } from '../../lessons/lesson-reads';
import { peopleByIds } from '../../people/people-by-ids';
import { attemptView } from './attempt-view';
import { questionViews } from './question-views';

/**
 * GET …/materials/{m}/quiz-results (managers; not in the spec's table, our design): the questions
 * with their answers, each student's latest attempt with their answers, and per question the
 * share answered correctly among submitted attempts, flagged for a teaching tip below 60 %.
 */
export async function quizResults(ctx: TenantContext, actor: Actor, courseId: string, materialId: string) {
  const course = await findCourse(ctx, courseId);
  assertManager(actor, course);
  const material = await findLessonOf(ctx, course, materialId);
  if (!isQuiz(material)) throw new AppError(AppErrorCode.NOT_FOUND);
  const { docs } = await tenantDb(ctx).find({ collection: 'quiz-attempts', where: { material: { equals: material.id } }, sort: '-attempt' });
  const latestByUser = new Map<string, QuizAttempt>();
  for (const attempt of docs) if (!latestByUser.has(idOf(attempt.user)!)) latestByUser.set(idOf(attempt.user)!, attempt);
  const personOf = await peopleByIds(ctx, latestByUser.keys());
  const students = await Promise.all([...latestByUser].map(async ([userId, attempt]) => ({ user: personOf(userId), attempt: await attemptView(ctx, material, attempt) })));
  const questions = questionsOf(material);
  const submitted = students.filter(({ attempt }) => attempt.correct !== null);
  const analytics = questions.map((_, index) => {
    const right = submitted.filter(({ attempt }) => attempt.correct![index]).length;
    const rate = submitted.length === 0 ? null : right / submitted.length;
    return { index, correctRate: rate, tip: rate !== null && rate < INSIGHT_TIP_THRESHOLD };
  });
  return { questions: questionViews(material, { manager: true, submitted: true }), students, analytics };
}
