import { ZQuizQuestion, type TQuizQuestion } from '@halaqa/shared/schemas/assessment';
import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import type { TenantContext } from '../context';
import type { Actor } from '../users/actor';
import type { GeneratedQuestion } from './ai-writer';
import { askAi, lessonForAi } from './lesson-for-ai';

/**
 * POST …/materials/{m}/generate-quiz {questionNum, content} → { quiz }: draft questions about the
 * lesson in the quiz editor's shape, for its manager to check and save with the lesson; nothing
 * is saved here (pro plans and up). A question the model got wrong (too few options, a correct
 * index out of range) is left out rather than offered broken.
 */
export async function generateQuiz(
  ctx: TenantContext,
  actor: Actor,
  courseId: string,
  materialId: string,
  input: { questionNum: number; content: string },
): Promise<{ quiz: TQuizQuestion[] }> {
  const { text, writer } = await lessonForAi(ctx, actor, courseId, materialId, 'quiz', input.content);
  const generated = await askAi(ctx, 'quiz', () => writer.writeQuestions(text, input.questionNum));
  const quiz = generated.flatMap((question) => usableQuestion(question) ?? []).slice(0, input.questionNum);
  if (quiz.length === 0) throw new AppError(AppErrorCode.SERVICE_UNAVAILABLE, { messageKey: 'errors.aiUnavailable' });
  return { quiz };
}

function usableQuestion({ text, options, correct }: GeneratedQuestion): TQuizQuestion | null {
  const unique = [...new Set(correct)].sort((a, b) => a - b);
  const parsed = ZQuizQuestion.safeParse({ type: unique.length > 1 ? 'multiple' : 'single', text, options: options.map((option) => option.trim()), correct: unique });
  return parsed.success ? parsed.data : null;
}
