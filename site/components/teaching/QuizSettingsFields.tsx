import type { Translate } from '@halaqa/shared/i18n/index';
import type { QuizSettingsDraft } from './quiz-draft';

/**
 * A quiz's settings in the lesson editor (learning-content §3 quiz_settings): whether results
 * are saved (and so count towards the certificate), a time limit in minutes, and whether the
 * quiz accepts responses or is closed.
 */
export function QuizSettingsFields({ settings, onChange, disabled, t }: { settings: QuizSettingsDraft; onChange: (settings: QuizSettingsDraft) => void; disabled: boolean; t: Translate }) {
  return (
    <fieldset data-testid="quiz-settings">
      <legend>{t('assessment.quiz.editor.settings')}</legend>
      <label className="checkbox">
        <input type="checkbox" checked={settings.savequiz} disabled={disabled} onChange={(event) => onChange({ ...settings, savequiz: event.target.checked })} />
        <span>{t('assessment.quiz.editor.savequiz')}</span>
      </label>
      <label className="checkbox">
        <input type="checkbox" checked={settings.accepting} disabled={disabled} onChange={(event) => onChange({ ...settings, accepting: event.target.checked })} />
        <span>{t('assessment.quiz.editor.accepting')}</span>
      </label>
      <label className="field">
        <span className="field-label">{t('assessment.quiz.editor.timeLimit')}</span>
        <input type="number" min={1} max={1440} step={1} dir="ltr" value={settings.timeLimit} disabled={disabled} onChange={(event) => onChange({ ...settings, timeLimit: event.target.value })} />
      </label>
    </fieldset>
  );
}
