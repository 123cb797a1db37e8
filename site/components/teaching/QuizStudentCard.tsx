import { useState } from 'react';
import type { TQuizAttemptView } from '@halaqa/shared/api-contract/course-shapes';
import type { Translate } from '@halaqa/shared/i18n/index';
import { callApi } from '../api-client';
import { FormAlert, FormSuccess } from '../auth/FormParts';
import { clockText, percentOf, type QuestionView } from '../quiz/quiz-display';
import { QuizReview } from '../quiz/QuizReview';
import { useHydrated } from '../use-hydrated';
import { QuizScoreForm } from './QuizScoreForm';

interface QuizStudentCardProps {
  student: { id: string; name: string };
  attempt: TQuizAttemptView;
  questions: QuestionView[];
  /** …/materials/{m}, the base of the manager's quiz calls. */
  lessonPath: string;
  onChanged: (attempt: TQuizAttemptView) => void;
  t: Translate;
}

/**
 * One student's latest attempt for the course's managers: state, score and time, their answers
 * question by question, and the teacher's actions on a submitted attempt (learning-content §4):
 * allow a retake, finalize, set the score (0 to the quiz's total).
 */
export function QuizStudentCard({ student, attempt, questions, lessonPath, onChanged, t }: QuizStudentCardProps) {
  const hydrated = useHydrated();
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const maxScore = attempt.maxScore ?? 0;
  const submitted = attempt.state !== 'inProgress';

  async function act(action: string, body: unknown, success: string) {
    setBusy(true);
    setError(undefined);
    setNotice(null);
    try {
      const result = await callApi<TQuizAttemptView>('POST', `${lessonPath}/${action}/${student.id}`, body);
      if (!result.ok || !result.data) return setError(result.error ?? t('errors.internal'));
      onChanged(result.data);
      setNotice(success);
    } catch {
      setError(t('errors.network'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="quiz-student" data-testid="quiz-student" data-state={attempt.state} aria-labelledby={`student-${student.id}`}>
      <h3 id={`student-${student.id}`}>
        <bdi>{student.name}</bdi>
      </h3>
      <p className="quiz-student-facts">
        <span className="quiz-badge" data-testid="attempt-state">
          {t(`assessment.quiz.states.${attempt.state}`)}
        </span>
        {attempt.retakeAllowed ? <span className="quiz-badge">{t('assessment.quiz.retakeAllowed')}</span> : null}
        <span>{t('assessment.quiz.attempt', { number: attempt.attempt })}</span>
        {submitted ? (
          <span data-testid="attempt-score">
            {t('assessment.quiz.scoreOf', { score: attempt.score ?? 0, max: maxScore, percent: percentOf(attempt.score, maxScore) ?? 0 })}
          </span>
        ) : null}
        {attempt.timeSpent !== null ? <span>{t('assessment.quiz.timeSpent', { time: clockText(attempt.timeSpent) })}</span> : null}
        <a href={`/users/${student.id}/scores`}>{t('assessment.quiz.scoresOf', { name: student.name })}</a>
      </p>
      {submitted ? (
        <>
          <details>
            <summary>{t('assessment.quiz.answersOf', { name: student.name })}</summary>
            <QuizReview questions={questions} attempt={attempt} t={t} />
          </details>
          <div className="quiz-student-actions">
            {attempt.state === 'submitted' && !attempt.retakeAllowed ? (
              <button type="button" className="secondary" disabled={!hydrated || busy} onClick={() => void act('allow-retake', undefined, t('assessment.quiz.retakeSaved', { name: student.name }))}>
                {t('assessment.quiz.allowRetake')}
              </button>
            ) : null}
            {attempt.state === 'submitted' ? (
              <button type="button" className="secondary" disabled={!hydrated || busy} onClick={() => void act('finalize-quiz', undefined, t('assessment.quiz.finalizeSaved', { name: student.name }))}>
                {t('assessment.quiz.finalize')}
              </button>
            ) : null}
            <QuizScoreForm
              fieldId={`score-${student.id}`}
              maxScore={maxScore}
              score={attempt.score}
              disabled={!hydrated || busy}
              onScore={(score) => void act('update-score', { score }, t('assessment.quiz.scoreSaved', { name: student.name }))}
              t={t}
            />
          </div>
        </>
      ) : null}
      <FormAlert message={error} />
      <FormSuccess message={notice} />
    </li>
  );
}
