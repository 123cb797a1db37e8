import { forwardRef } from 'react';
import type { Translate } from '@halaqa/shared/i18n/index';
import type { QuizAnswer } from '@halaqa/shared/quiz-scoring';
import { toggledOption, type QuestionView } from '../quiz/quiz-display';
import type { SaveStatus } from './use-answer-saver';

interface QuizQuestionFieldProps {
  question: QuestionView;
  /** The question's own index (what its answer is saved under). */
  index: number;
  /** Its number as shown: its place in this attempt's order, from 1. */
  number: number;
  /** A shuffled attempt's order of the options (their own indexes); else the teacher's order. */
  optionOrder?: readonly number[];
  /** Unique per quiz on the page, for the inputs' names and ids. */
  idPrefix: string;
  answer: QuizAnswer | undefined;
  status: SaveStatus | undefined;
  /** Marks a required question left unanswered when submitting was refused. */
  missing: boolean;
  disabled: boolean;
  /** `send`: save now (a choice); otherwise the text is saved when the field is left. */
  onAnswer: (value: QuizAnswer, send: boolean) => void;
  onLeaveText: () => void;
  t: Translate;
}

/**
 * One question of an open attempt: its text and "Required" mark in the group's legend, then a
 * radio group (single choice), checkboxes (multiple choice) or a text field, and whether the
 * answer is saved. Focusable so a refused submit can lead to the first question left blank.
 */
export const QuizQuestionField = forwardRef<HTMLFieldSetElement, QuizQuestionFieldProps>(function QuizQuestionField(
  { question, index, number, optionOrder, idPrefix, answer, status, missing, disabled, onAnswer, onLeaveText, t },
  ref,
) {
  const name = `${idPrefix}-q${index}`;
  // An option is answered by its own index wherever it is shown, so scoring never depends on the order.
  const shownOptions = (optionOrder ?? question.options.map((_, at) => at)).filter((at) => at < question.options.length);
  return (
    <fieldset className="quiz-question" data-testid="quiz-question" data-missing={missing} ref={ref} tabIndex={-1}>
      <legend>
        <span className="quiz-question-number">{t('assessment.quiz.questionNumber', { number })}</span>
        {question.required ? <span className="quiz-required">{t('assessment.quiz.required')}</span> : null}
        <span className="quiz-question-text">
          <bdi>{question.text}</bdi>
        </span>
      </legend>
      <span className="muted quiz-points">{t('assessment.quiz.points', { points: question.score })}</span>
      {question.type === 'text' ? (
        <label className="field">
          <span className="field-label">{t('assessment.quiz.yourAnswer')}</span>
          <input
            name={name}
            value={typeof answer === 'string' ? answer : ''}
            required={question.required}
            disabled={disabled}
            maxLength={5000}
            onChange={(event) => onAnswer(event.target.value, false)}
            onBlur={onLeaveText}
          />
        </label>
      ) : (
        <ul className="quiz-options">
          {shownOptions.map((at) => (
            <li key={at}>
              <label className="checkbox">
                {question.type === 'single' ? (
                  <input type="radio" name={name} checked={answer === at} disabled={disabled} onChange={() => onAnswer(at, true)} />
                ) : (
                  <input
                    type="checkbox"
                    name={name}
                    checked={Array.isArray(answer) && answer.includes(at)}
                    disabled={disabled}
                    onChange={(event) => onAnswer(toggledOption(answer, at, event.target.checked), true)}
                  />
                )}
                <bdi>{question.options[at]}</bdi>
              </label>
            </li>
          ))}
        </ul>
      )}
      <span className="quiz-save-status" role="status" data-state={status?.state}>
        {status?.state === 'saving' ? t('assessment.quiz.saving') : status?.state === 'saved' ? t('assessment.quiz.saved') : status?.state === 'failed' ? status.message : ''}
      </span>
    </fieldset>
  );
});
