import type { TQuizAttemptView } from '@halaqa/shared/api-contract/course-shapes';
import type { Translate } from '@halaqa/shared/i18n/index';
import { answersOf, answerText, correctAnswerText, type QuestionView } from './quiz-display';

const MARK = {
  right: 'M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41L9 16.17Z',
  wrong: 'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12 19 6.41Z',
};

/**
 * A submitted attempt question by question: the answer given, whether it was right (in words and
 * with a mark, never by colour alone), when it was not, the correct answer if it is known, and
 * the teacher's explanation when there is one (sent only once the attempt is submitted).
 * The student's result and the teacher's view of a student's answers both show it.
 */
export function QuizReview({ questions, attempt, t }: { questions: QuestionView[]; attempt: TQuizAttemptView; t: Translate }) {
  const answers = answersOf(attempt);
  return (
    <ol className="quiz-review">
      {questions.map((question, index) => {
        const right = attempt.correct?.[index] ?? false;
        const given = answerText(question, answers.get(index));
        const expected = right ? null : correctAnswerText(question);
        return (
          <li key={index} data-testid="quiz-review-item" data-correct={right}>
            <p className="quiz-review-question">
              <bdi>{question.text}</bdi>
            </p>
            <p>
              <span className="muted">{t('assessment.quiz.yourAnswer')}: </span>
              {given ? <bdi>{given}</bdi> : <span>{t('assessment.quiz.notAnswered')}</span>}
            </p>
            <p className={right ? 'quiz-mark right' : 'quiz-mark wrong'}>
              <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" fill="currentColor">
                <path d={right ? MARK.right : MARK.wrong} />
              </svg>
              {right ? t('assessment.quiz.correct') : t('assessment.quiz.incorrect')}
            </p>
            {expected ? (
              <p className="muted">
                <bdi>{t('assessment.quiz.correctAnswer', { answer: expected })}</bdi>
              </p>
            ) : null}
            {question.explanation ? (
              <div className="quiz-explanation" data-testid="quiz-explanation">
                <p className="quiz-explanation-label">{t('assessment.quiz.explanation')}</p>
                <p>
                  <bdi>{question.explanation}</bdi>
                </p>
              </div>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
