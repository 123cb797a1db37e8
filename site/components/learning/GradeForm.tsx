import { useState, type FormEvent } from 'react';
import type { TSubmissionView } from '@halaqa/shared/api-contract/course-shapes';
import type { Translate } from '@halaqa/shared/i18n/index';
import { FormAlert, FormSuccess, SubmitButton } from '../auth/FormParts';
import { useHydrated } from '../use-hydrated';
import { attempt } from './api-outcome';

/**
 * One submission's grade and feedback; a graded one can be corrected (the student is told again).
 * The lesson's list of submissions and the teachers' to-grade inbox both grade with it.
 */
export function GradeForm({ path, submission, maxGrade, onGraded, t }: { path: string; submission: TSubmissionView; maxGrade: number; onGraded: (graded: TSubmissionView) => void; t: Translate }) {
  const hydrated = useHydrated();
  const [grade, setGrade] = useState(submission.grade == null ? '' : String(submission.grade));
  const [feedback, setFeedback] = useState(submission.feedback);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [saved, setSaved] = useState(false);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setSaved(false);
    try {
      // Anything but a number goes as null, and the server answers why it is refused.
      const value = grade.trim() === '' ? null : Number(grade);
      const { data, error: problem } = await attempt<TSubmissionView>(t, 'POST', path, { grade: Number.isFinite(value) ? value : null, feedback });
      setError(problem ?? undefined);
      if (!data) return;
      setSaved(true);
      onGraded(data);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="grade-form" onSubmit={save} noValidate>
      <label className="field">
        <span className="field-label">{t('assessment.assignment.gradeField', { max: maxGrade })}</span>
        <input type="number" inputMode="decimal" min={0} max={maxGrade} step="any" dir="ltr" value={grade} disabled={!hydrated} onChange={(event) => setGrade(event.target.value)} />
      </label>
      <label className="field">
        <span className="field-label">{t('assessment.assignment.feedbackField')}</span>
        <textarea rows={3} value={feedback} disabled={!hydrated} onChange={(event) => setFeedback(event.target.value)} maxLength={20_000} />
      </label>
      <FormAlert message={error} />
      <FormSuccess message={saved ? t('assessment.assignment.gradeSaved') : null} />
      <SubmitButton
        busy={busy}
        label={submission.state === 'graded' ? t('assessment.assignment.changeGrade') : t('assessment.assignment.saveGrade')}
        busyLabel={t('assessment.assignment.savingGrade')}
      />
    </form>
  );
}
