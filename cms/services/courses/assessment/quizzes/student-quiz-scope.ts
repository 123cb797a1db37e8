import type { TQuizAttemptView } from '@halaqa/shared/api-contract/course-shapes';
import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import { lessonOpening } from '@halaqa/shared/lesson-opening';
import type { Material } from '../../../../payload-types';
import type { TenantContext } from '../../../context';
import type { Actor } from '../../../users/actor';
import { isQuiz } from '../evidence-reads';
import { assertOpens } from '../../lessons/lesson-reads';
import { readQuizContext, type QuizContext, type QuizLesson } from '../../reads/quiz-context';
import { answerMapOf, viewOf } from './attempt-view';

/**
 * The lesson and the caller's latest attempt, for a registered student's quiz call, in one SQL
 * statement. Refused in this order: no such course or lesson (404), then as shared/lesson-opening
 * decides for a student (hidden 404, not registered 403, locked 403), a lesson without a quiz
 * (404). A manager is refused too unless registered: taking a quiz is a student's part.
 */
export async function studentQuizScope(ctx: TenantContext, actor: Actor, courseId: string, materialId: string, options?: { withAnswers: boolean }) {
  return studentScopeOf(await readQuizContext(ctx, courseId, materialId, actor.id, options));
}

/** studentQuizScope's refusals, in its order, for a context already read. */
export function studentScopeOf(context: QuizContext | null) {
  const lesson = context?.lesson;
  if (!context || !lesson) throw new AppError(AppErrorCode.NOT_FOUND);
  const student = { manager: false, registered: context.registered, completed: new Set(lesson.completedPrerequisites) };
  assertOpens(lessonOpening(student, lesson), { signedIn: true, preview: 'refused' });
  if (!isQuiz(lesson)) throw new AppError(AppErrorCode.NOT_FOUND);
  return { lesson, attempt: context.attempt, answers: context.answers };
}

export const quizClosed = () => new AppError(AppErrorCode.QUIZ_CLOSED);

export function assertAccepting(material: Pick<Material, 'quizSettings'>): void {
  if (material.quizSettings?.accepting === false) throw quizClosed();
}

/** The student's latest attempt as it stands now: for the request that lost a race to another. */
export async function latestView(ctx: TenantContext, lesson: QuizLesson, courseId: string, materialId: string, userId: string): Promise<TQuizAttemptView> {
  const now = await readQuizContext(ctx, courseId, materialId, userId, { withAnswers: true });
  return viewOf(lesson, now!.attempt!, answerMapOf(now!.answers!));
}
