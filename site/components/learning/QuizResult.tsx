import type { TQuizAttemptView } from '@halaqa/shared/api-contract/course-shapes';
import type { Translate } from '@halaqa/shared/i18n/index';
import { percentOf, type QuestionView } from '../quiz/quiz-display';
import { QuizReview } from '../quiz/QuizReview';

/** A submitted attempt as its student sees it: the score out of the total with its percent, then the review. */
export function QuizResult({ questions, attempt, t }: { questions: QuestionView[]; attempt: TQuizAttemptView; t: Translate }) {
  return (
    <div className="quiz-result" data-testid="quiz-result">
      <p className="quiz-score" data-testid="quiz-score">
        {t('assessment.quiz.score', { score: attempt.score ?? 0, max: attempt.maxScore ?? 0, percent: percentOf(attempt.score, attempt.maxScore) ?? 0 })}
      </p>
      <QuizReview questions={questions} attempt={attempt} t={t} />
    </div>
  );
}
