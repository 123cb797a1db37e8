import type { TQuizAttemptView } from '@halaqa/shared/api-contract/course-shapes';
import type { Translate } from '@halaqa/shared/i18n/index';
import { percentOf, type QuestionView } from '../quiz/quiz-display';
import { QuizReview } from '../quiz/QuizReview';

/**
 * A submitted attempt as its student sees it: the score out of the total with its percent,
 * whether it passed when the quiz has a pass mark (in words), then the review with the
 * teacher's explanations.
 */
export function QuizResult({ questions, attempt, passMark, t }: { questions: QuestionView[]; attempt: TQuizAttemptView; passMark: number | null; t: Translate }) {
  return (
    <div className="quiz-result" data-testid="quiz-result">
      <p className="quiz-score" data-testid="quiz-score">
        {t('assessment.quiz.score', { score: attempt.score ?? 0, max: attempt.maxScore ?? 0, percent: percentOf(attempt.score, attempt.maxScore) ?? 0 })}
      </p>
      {attempt.passed === null || passMark === null ? null : (
        <p className={attempt.passed ? 'quiz-mark right' : 'quiz-mark wrong'} data-testid="quiz-passed" data-passed={attempt.passed}>
          {attempt.passed ? t('assessment.quiz.passed', { mark: passMark }) : t('assessment.quiz.notPassed', { mark: passMark })}
        </p>
      )}
      <QuizReview questions={questions} attempt={attempt} t={t} />
    </div>
  );
}
