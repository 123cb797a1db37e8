import { questionForStudent } from '@halaqa/shared/quiz-scoring';
import type { Material } from '../../../../payload-types';
import { questionsOf } from '../evidence-reads';

/**
 * The questions as the caller may see them: the correct answers and the teacher's explanations
 * only for managers and after submitting (never in a reply before, issue #44, item 7).
 */
export function questionViews(material: Pick<Material, 'quiz'>, { manager, submitted }: { manager: boolean; submitted: boolean }) {
  return questionsOf(material).map((question) =>
    manager || submitted
      ? { ...questionForStudent(question), correct: question.correct, strict: Boolean(question.strict), ...(question.explanation ? { explanation: question.explanation } : {}) }
      : questionForStudent(question),
  );
}
