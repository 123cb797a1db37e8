import type { TenantContext } from '@halaqa/cms/services/context';
import { submitAssignment } from '@halaqa/cms/services/courses/assessment/assignments/submit-assignment';
import { startQuiz } from '@halaqa/cms/services/courses/assessment/quizzes/start-quiz';
import { submitAnswer } from '@halaqa/cms/services/courses/assessment/quizzes/submit-answer';
import { submitQuiz } from '@halaqa/cms/services/courses/assessment/quizzes/submit-quiz';
import { getMaterial } from '@halaqa/cms/services/courses/lessons/get-material';
import { markVideoWatched } from '@halaqa/cms/services/courses/progress/mark-video-watched';
import { setLessonDone } from '@halaqa/cms/services/courses/progress/set-lesson-done';
import type { Actor } from '@halaqa/cms/services/users/actor';
import type { QuizAnswer, QuizQuestion } from '@halaqa/shared/quiz-scoring';
import { ZAssignmentSubmitRequest, ZSubmitAnswerRequest } from '@halaqa/shared/schemas/assessment';
import type { BuiltLesson } from './build-demo-course';

/** The answer a student who learnt the lesson gives: the first accepted one, every right option. */
function rightAnswerOf(question: QuizQuestion): QuizAnswer {
  if (question.type === 'text') return String(question.correct[0]);
  const options = question.correct as number[];
  return question.type === 'single' ? options[0]! : options;
}

/** Start, one answer per question, submit: the quiz page's calls, in its order. */
async function takeQuiz(ctx: TenantContext, student: Actor, courseId: string, { id, lesson }: BuiltLesson): Promise<void> {
  await startQuiz(ctx, student, courseId, id);
  const questions = (lesson.quiz ?? []) as QuizQuestion[];
  for (const [index, question] of questions.entries()) {
    await submitAnswer(ctx, student, courseId, id, ZSubmitAnswerRequest.parse({ index, answer: rightAnswerOf(question) }));
  }
  await submitQuiz(ctx, student, courseId, id);
}

/**
 * What a registered student does in a lesson on the site: opens it (which records the view), then
 * takes its quiz unless they have, watches its video to the end (a video lesson completes so), or
 * marks it complete (again is harmless). Assignments are handed in with handInAssignment.
 */
export async function studyLesson(ctx: TenantContext, student: Actor, courseId: string, built: BuiltLesson): Promise<void> {
  const opened = await getMaterial(ctx, student, courseId, built.id);
  if (built.lesson.type === 'video') await markVideoWatched(ctx, student, courseId, built.id);
  else if (built.lesson.type !== 'quiz') await setLessonDone(ctx, student, courseId, built.id, true);
  else if (!opened.quizAttempt || opened.quizAttempt.state === 'inProgress') await takeQuiz(ctx, student, courseId, built);
}

/** Opens an assignment lesson and hands in `text` unless the student has; returns the submission's id, for the teacher to grade. */
export async function handInAssignment(ctx: TenantContext, student: Actor, courseId: string, built: BuiltLesson, text: string): Promise<string> {
  const opened = await getMaterial(ctx, student, courseId, built.id);
  if (opened.submission) return opened.submission.id;
  return (await submitAssignment(ctx, student, courseId, built.id, ZAssignmentSubmitRequest.parse({ text }))).id;
}
