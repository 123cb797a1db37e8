import type { Translate } from '@halaqa/shared/i18n/index';
import { QUESTION_TYPES, type QuestionType } from '@halaqa/shared/quiz-scoring';
import { blankQuestion, moveQuestion, withCorrectOption, withoutOption, withType, type QuestionDraft, type QuestionProblem } from './quiz-draft';
import './quiz-editor.css';

interface QuizQuestionsEditorProps {
  questions: QuestionDraft[];
  onChange: (questions: QuestionDraft[]) => void;
  /** What is wrong with each question (by index), once the teacher has tried to save. */
  problems: Map<number, QuestionProblem>;
  disabled: boolean;
  t: Translate;
}

/** The editor's label of the field a problem concerns, for messages such as 'The field "Options" is invalid.' */
const FIELD_LABEL: Record<QuestionProblem['field'], string> = {
  type: 'assessment.quiz.editor.type',
  text: 'assessment.quiz.editor.text',
  required: 'assessment.quiz.editor.required',
  options: 'assessment.quiz.editor.options',
  correct: 'assessment.quiz.editor.options',
  strict: 'assessment.quiz.editor.strict',
  score: 'assessment.quiz.editor.score',
  explanation: 'assessment.quiz.editor.explanation',
};

export function problemText(problem: QuestionProblem, t: Translate): string {
  return t(problem.messageKey, { field: t(FIELD_LABEL[problem.field]) });
}

/**
 * A quiz's questions in the lesson editor (learning-content §3): add, remove and reorder them;
 * each is single choice, multiple choice or a text answer, with its text, "required", points,
 * options with the correct ones ticked, or the accepted answers and exact matching (off by
 * default: answers are then compared as shared/answer-matching.ts normalises them), and an
 * explanation students read with their result.
 */
export function QuizQuestionsEditor({ questions, onChange, problems, disabled, t }: QuizQuestionsEditorProps) {
  const change = (index: number, next: QuestionDraft) => onChange(questions.map((question, at) => (at === index ? next : question)));
  return (
    <fieldset className="quiz-editor" data-testid="quiz-editor">
      <legend>{t('assessment.quiz.editor.questions')}</legend>
      {questions.length === 0 ? <p className="muted">{t('assessment.quiz.editor.noQuestions')}</p> : null}
      <ol className="quiz-editor-list">
        {questions.map((question, index) => (
          <li key={question.key}>
            <QuestionEditor
              question={question}
              index={index}
              count={questions.length}
              problem={problems.get(index)}
              disabled={disabled}
              onChange={(next) => change(index, next)}
              onMove={(to) => onChange(moveQuestion(questions, index, to))}
              onRemove={() => onChange(questions.filter((_, at) => at !== index))}
              t={t}
            />
          </li>
        ))}
      </ol>
      <button type="button" className="secondary" disabled={disabled} onClick={() => onChange([...questions, blankQuestion()])}>
        {t('assessment.quiz.editor.addQuestion')}
      </button>
    </fieldset>
  );
}

interface QuestionEditorProps {
  question: QuestionDraft;
  index: number;
  count: number;
  problem: QuestionProblem | undefined;
  disabled: boolean;
  onChange: (question: QuestionDraft) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
  t: Translate;
}

/** A small icon button whose name is read out in full (the mark alone is hidden from screen readers). */
function IconButton({ mark, label, ...button }: { mark: string; label: string; disabled: boolean; onClick: () => void }) {
  return (
    <button type="button" className="secondary icon-button" {...button}>
      <span aria-hidden="true">{mark}</span>
      <span className="visually-hidden">{label}</span>
    </button>
  );
}

function QuestionEditor({ question, index, count, problem, disabled, onChange, onMove, onRemove, t }: QuestionEditorProps) {
  const number = index + 1;
  const problemId = `${question.key}-problem`;
  const set = (fields: Partial<QuestionDraft>) => onChange({ ...question, ...fields });
  const setListItem = (list: 'options' | 'accepted', at: number, value: string) => set({ [list]: question[list].map((item, other) => (other === at ? value : item)) });
  return (
    <fieldset className="quiz-question-editor" data-testid="question-editor" aria-describedby={problem ? problemId : undefined} data-invalid={Boolean(problem)}>
      <legend>{t('assessment.quiz.editor.question', { number })}</legend>
      <div className="field-row">
        <label className="field">
          <span className="field-label">{t('assessment.quiz.editor.type')}</span>
          <select value={question.type} disabled={disabled} onChange={(event) => onChange(withType(question, event.target.value as QuestionType))}>
            {QUESTION_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`assessment.quiz.editor.types.${type}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field-label">{t('assessment.quiz.editor.score')}</span>
          <input type="number" min={0} step="any" dir="ltr" placeholder="1" value={question.score} disabled={disabled} onChange={(event) => set({ score: event.target.value })} />
        </label>
        <label className="checkbox">
          <input type="checkbox" checked={question.required} disabled={disabled} onChange={(event) => set({ required: event.target.checked })} />
          <span>{t('assessment.quiz.editor.required')}</span>
        </label>
      </div>
      <label className="field">
        <span className="field-label">{t('assessment.quiz.editor.text')}</span>
        <textarea rows={2} maxLength={2000} value={question.text} disabled={disabled} onChange={(event) => set({ text: event.target.value })} />
      </label>
      {question.type === 'text' ? (
        <fieldset>
          <legend>{t('assessment.quiz.editor.accepted')}</legend>
          {question.accepted.map((text, at) => (
            <div className="field-row" key={at}>
              <label className="inline-field grow">
                <span>{t('assessment.quiz.editor.acceptedAnswer', { number: at + 1 })}</span>
                <input value={text} maxLength={500} disabled={disabled} onChange={(event) => setListItem('accepted', at, event.target.value)} />
              </label>
              <IconButton
                mark="×"
                label={t('assessment.quiz.editor.removeAccepted', { number: at + 1 })}
                disabled={disabled || question.accepted.length <= 1}
                onClick={() => set({ accepted: question.accepted.filter((_, other) => other !== at) })}
              />
            </div>
          ))}
          <button type="button" className="secondary" disabled={disabled} onClick={() => set({ accepted: [...question.accepted, ''] })}>
            {t('assessment.quiz.editor.addAccepted')}
          </button>
          <label className="checkbox">
            <input
              type="checkbox"
              checked={question.strict}
              disabled={disabled}
              aria-describedby={`${question.key}-strict-hint`}
              onChange={(event) => set({ strict: event.target.checked })}
            />
            <span>{t('assessment.quiz.editor.strict')}</span>
          </label>
          {/* What "not strict" forgives (shared/answer-matching.ts), where the teacher decides. */}
          <p id={`${question.key}-strict-hint`} className="muted">
            {t('assessment.quiz.editor.strictHint')}
          </p>
        </fieldset>
      ) : (
        <fieldset>
          <legend>{t('assessment.quiz.editor.options')}</legend>
          {question.options.map((option, at) => {
            const label = t('assessment.quiz.editor.option', { number: at + 1 });
            return (
              <div className="field-row" key={at}>
                <label className="inline-field grow">
                  <span>{label}</span>
                  <input value={option} maxLength={500} disabled={disabled} onChange={(event) => setListItem('options', at, event.target.value)} />
                </label>
                <label className="checkbox">
                  <input
                    type={question.type === 'single' ? 'radio' : 'checkbox'}
                    name={`${question.key}-correct`}
                    checked={question.correctOptions.includes(at)}
                    disabled={disabled}
                    onChange={(event) => onChange(withCorrectOption(question, at, event.target.checked))}
                  />
                  <span>
                    {t('assessment.quiz.editor.correctOption')}
                    <span className="visually-hidden"> ({label})</span>
                  </span>
                </label>
                <IconButton
                  mark="×"
                  label={t('assessment.quiz.editor.removeOption', { number: at + 1 })}
                  disabled={disabled || question.options.length <= 2}
                  onClick={() => onChange(withoutOption(question, at))}
                />
              </div>
            );
          })}
          <button type="button" className="secondary" disabled={disabled || question.options.length >= 20} onClick={() => set({ options: [...question.options, ''] })}>
            {t('assessment.quiz.editor.addOption')}
          </button>
        </fieldset>
      )}
      <label className="field">
        <span className="field-label">{t('assessment.quiz.editor.explanation')}</span>
        <textarea rows={2} maxLength={5000} value={question.explanation} disabled={disabled} onChange={(event) => set({ explanation: event.target.value })} />
      </label>
      {problem ? (
        <p id={problemId} className="field-error">
          {problemText(problem, t)}
        </p>
      ) : null}
      <div className="field-row">
        <IconButton mark="↑" label={t('assessment.quiz.editor.moveUp', { number })} disabled={disabled || index === 0} onClick={() => onMove(index - 1)} />
        <IconButton mark="↓" label={t('assessment.quiz.editor.moveDown', { number })} disabled={disabled || index === count - 1} onClick={() => onMove(index + 1)} />
        <button type="button" className="secondary danger" disabled={disabled} onClick={onRemove}>
          {t('assessment.quiz.editor.remove', { number })}
        </button>
      </div>
    </fieldset>
  );
}
