import { useState, type FormEvent } from 'react';
import type { Translate } from '@halaqa/shared/i18n/index';
import { typedScore } from '../quiz/quiz-display';

interface QuizScoreFormProps {
  /** The field's id, unique on the page (one form per student's attempt). */
  fieldId: string;
  maxScore: number;
  score: number | null;
  disabled: boolean;
  /** A score from 0 to maxScore the teacher typed; the caller sends it (update-score). */
  onScore: (score: number) => void;
  t: Translate;
}

/**
 * A manager's score for a submitted attempt, 0 to the quiz's total, checked before it is sent:
 * the quiz results' student cards and the teachers' to-grade inbox both score with it.
 */
export function QuizScoreForm({ fieldId, maxScore, score, disabled, onScore, t }: QuizScoreFormProps) {
  const [typed, setTyped] = useState(String(score ?? ''));
  const [error, setError] = useState<string>();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = typedScore(typed, maxScore);
    setError(value === null ? t('assessment.quiz.scoreRange', { max: maxScore }) : undefined);
    if (value !== null) onScore(value);
  }

  return (
    <form className="quiz-score-form" onSubmit={submit} noValidate>
      <label className="field" htmlFor={fieldId}>
        <span className="field-label">{t('assessment.quiz.scoreField', { max: maxScore })}</span>
      </label>
      <input
        id={fieldId}
        type="number"
        min={0}
        max={maxScore}
        step="any"
        dir="ltr"
        value={typed}
        disabled={disabled}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${fieldId}-error` : undefined}
        onChange={(event) => setTyped(event.target.value)}
      />
      <button type="submit" disabled={disabled}>
        {t('assessment.quiz.updateScore')}
      </button>
      {error ? (
        <span id={`${fieldId}-error`} className="field-error" role="alert">
          {error}
        </span>
      ) : null}
    </form>
  );
}
