import { useState, type FormEvent } from 'react';
import type { TSubmissionForGrading } from '@halaqa/shared/api-contract/assignments';
import type { TSubmissionView } from '@halaqa/shared/api-contract/course-shapes';
import type { Language, Translate } from '@halaqa/shared/i18n/index';
import { FormAlert, FormSuccess, SubmitButton } from '../auth/FormParts';
import { useHydrated } from '../use-hydrated';
import { attempt } from './api-outcome';
import { AssignmentState } from './AssignmentWork';
import { LocalDateTime } from './LocalDateTime';
import { SubmittedWork } from './SubmittedWork';

interface SubmissionsGradingProps {
  courseId: string;
  materialId: string;
  maxGrade: number;
  initialSubmissions: TSubmissionForGrading[];
  language: Language;
  t: Translate;
}

/** One submission's grade and feedback; a graded one can be corrected (the student is told again). */
function GradeForm({ path, submission, maxGrade, onGraded, t }: { path: string; submission: TSubmissionView; maxGrade: number; onGraded: (graded: TSubmissionView) => void; t: Translate }) {
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

/**
 * The course's managers' side of an assignment (learning-content §2 "assignment submissions
 * and grading"): every student's work with its files and text, work still to grade first, and
 * a grade with feedback for each.
 */
export function SubmissionsGrading({ courseId, materialId, maxGrade, initialSubmissions, language, t }: SubmissionsGradingProps) {
  const [submissions, setSubmissions] = useState(initialSubmissions);
  const base = `/api/courses/${courseId}/materials/${materialId}/assignment`;
  const graded = submissions.filter((submission) => submission.state === 'graded').length;

  return (
    <section className="assignment-block" aria-labelledby="submissions-heading" data-testid="assignment-submissions">
      <h3 id="submissions-heading">{t('assessment.assignment.submissions')}</h3>
      <p className="muted">{t('assessment.assignment.submissionsSummary', { count: submissions.length, graded })}</p>
      {submissions.length === 0 ? <p className="muted">{t('assessment.assignment.noSubmissions')}</p> : null}
      <ul className="submission-list">
        {submissions.map((submission) => (
          <li key={submission.id} className="submission" data-testid="submission" data-state={submission.state}>
            <h4>
              <bdi>{submission.student.name}</bdi>
            </h4>
            <AssignmentState submission={submission} dueDate={null} t={t} />
            <p className="muted">
              {t('assessment.assignment.submittedAt')}: <LocalDateTime iso={submission.submittedAt} language={language} />
            </p>
            <SubmittedWork fileKeys={submission.fileKeys} text={submission.text} t={t} />
            <GradeForm
              path={`${base}/${submission.id}/grade`}
              submission={submission}
              maxGrade={maxGrade}
              t={t}
              onGraded={(changed) => setSubmissions((list) => list.map((entry) => (entry.id === changed.id ? { ...entry, ...changed } : entry)))}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
