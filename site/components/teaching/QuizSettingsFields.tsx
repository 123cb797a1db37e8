import type { Translate } from '@halaqa/shared/i18n/index';
import { MAX_ATTEMPTS_ALLOWED } from '@halaqa/shared/quiz-attempts';
import type { QuizSettingsDraft } from './quiz-draft';

/**
 * A quiz's settings in the lesson editor (learning-content §3 quiz_settings): whether results
 * are saved (and so count towards the certificate), a time limit in minutes, whether the quiz
 * accepts responses or is closed, and (issue #44, item 7) the pass mark, the attempts a student
 * may take themselves and whether each attempt shuffles the questions and options.
 */
export function QuizSettingsFields({ settings, onChange, disabled, t }: { settings: QuizSettingsDraft; onChange: (settings: QuizSettingsDraft) => void; disabled: boolean; t: Translate }) {
  const set = (fields: Partial<QuizSettingsDraft>) => onChange({ ...settings, ...fields });
  return (
    <fieldset data-testid="quiz-settings">
      <legend>{t('assessment.quiz.editor.settings')}</legend>
      <label className="checkbox">
        <input type="checkbox" checked={settings.savequiz} disabled={disabled} onChange={(event) => set({ savequiz: event.target.checked })} />
        <span>{t('assessment.quiz.editor.savequiz')}</span>
      </label>
      <label className="checkbox">
        <input type="checkbox" checked={settings.accepting} disabled={disabled} onChange={(event) => set({ accepting: event.target.checked })} />
        <span>{t('assessment.quiz.editor.accepting')}</span>
      </label>
      <label className="field">
        <span className="field-label">{t('assessment.quiz.editor.timeLimit')}</span>
        <input type="number" min={1} max={1440} step={1} dir="ltr" value={settings.timeLimit} disabled={disabled} onChange={(event) => set({ timeLimit: event.target.value })} />
      </label>
      <label className="field">
        <span className="field-label">{t('assessment.quiz.editor.passMark')}</span>
        <input type="number" min={0} max={100} step="any" dir="ltr" value={settings.passMark} disabled={disabled} onChange={(event) => set({ passMark: event.target.value })} />
      </label>
      <label className="field">
        <span className="field-label">{t('assessment.quiz.editor.attemptsAllowed')}</span>
        <input
          type="number"
          min={1}
          max={MAX_ATTEMPTS_ALLOWED}
          step={1}
          dir="ltr"
          value={settings.attemptsAllowed}
          disabled={disabled || settings.unlimited}
          aria-describedby="quiz-attempts-hint"
          onChange={(event) => set({ attemptsAllowed: event.target.value })}
        />
      </label>
      <label className="checkbox">
        <input type="checkbox" checked={settings.unlimited} disabled={disabled} onChange={(event) => set({ unlimited: event.target.checked })} />
        <span>{t('assessment.quiz.editor.attemptsUnlimited')}</span>
      </label>
      <p id="quiz-attempts-hint" className="muted">
        {t('assessment.quiz.editor.attemptsHint')}
      </p>
      <label className="checkbox">
        <input type="checkbox" checked={settings.shuffleQuestions} disabled={disabled} onChange={(event) => set({ shuffleQuestions: event.target.checked })} />
        <span>{t('assessment.quiz.editor.shuffleQuestions')}</span>
      </label>
      <label className="checkbox">
        <input type="checkbox" checked={settings.shuffleOptions} disabled={disabled} onChange={(event) => set({ shuffleOptions: event.target.checked })} />
        <span>{t('assessment.quiz.editor.shuffleOptions')}</span>
      </label>
    </fieldset>
  );
}
