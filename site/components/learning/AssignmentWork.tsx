import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { TSubmissionView } from '@halaqa/shared/api-contract/course-shapes';
import { assignmentStatus } from '@halaqa/shared/assignment-status';
import { displayNameOfKey } from '@halaqa/shared/file-keys';
import type { Language, Translate } from '@halaqa/shared/i18n/index';
import { uploadFile } from '../api-client';
import { useHydrated } from '../use-hydrated';
import { FormAlert, FormSuccess, SubmitButton } from '../auth/FormParts';
import { attempt } from './api-outcome';
import { refreshCurriculum } from './curriculum-store';
import { HydratedButton } from './HydratedButton';
import { LocalDateTime } from './LocalDateTime';
import { SubmittedWork } from './SubmittedWork';

interface AssignmentWorkProps {
  courseId: string;
  materialId: string;
  dueDate: string | null;
  maxGrade: number;
  initialSubmission: TSubmissionView | null;
  language: Language;
  t: Translate;
}

/** Where the student stands: not submitted, submitted or graded, and overdue. */
export function AssignmentState({ submission, dueDate, t }: { submission: TSubmissionView | null; dueDate: string | null; t: Translate }) {
  const { state, overdue } = assignmentStatus(submission, dueDate);
  return (
    <p className="assignment-state">
      <span>{t('assessment.assignment.status')}:</span>{' '}
      <span className={`topic-badge${state === 'graded' ? ' done' : ''}`} data-testid="assignment-state" data-state={state}>
        {t(`assessment.assignment.states.${state}`)}
      </span>{' '}
      {overdue ? (
        <span className="topic-badge locked" data-testid="assignment-overdue">
          {t('assessment.assignment.overdue')}
        </span>
      ) : null}
    </p>
  );
}

/**
 * A registered student's side of an assignment (learning-content §4): their state, the work
 * they handed in, the grade and feedback once graded, and until then the form to hand in (or
 * replace) private files and a text. Files are uploaded as private the moment they are chosen.
 */
export function AssignmentWork({ courseId, materialId, dueDate, maxGrade, initialSubmission, language, t }: AssignmentWorkProps) {
  const hydrated = useHydrated();
  const [submission, setSubmission] = useState(initialSubmission);
  const [fileKeys, setFileKeys] = useState<string[]>(initialSubmission?.fileKeys ?? []);
  const [text, setText] = useState(initialSubmission?.text ?? '');
  const [uploading, setUploading] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [success, setSuccess] = useState<string | null>(null);
  const graded = submission?.state === 'graded';

  async function attach(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    setUploading(true);
    setError(undefined);
    try {
      for (const file of files) {
        const reply = await uploadFile(file, 'submissions', 'private').catch(() => ({ error: t('errors.network') }));
        if ('key' in reply) setFileKeys((keys) => [...keys, reply.key]);
        else setError(reply.error ?? t('errors.internal'));
      }
    } finally {
      setUploading(false);
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setSuccess(null);
    try {
      const { data, error: problem } = await attempt<TSubmissionView>(t, 'POST', `/api/courses/${courseId}/materials/${materialId}/assignment/submit`, { fileKeys, text });
      setError(problem ?? undefined);
      if (!data) return;
      setSubmission(data);
      setSuccess(t('assessment.assignment.submitted'));
      // Handing work in may complete this lesson and so open the ones that need it.
      await refreshCurriculum(courseId);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="assignment-work" data-testid="assignment-work">
      <AssignmentState submission={submission} dueDate={dueDate} t={t} />
      {submission ? (
        <section className="assignment-block" aria-labelledby="your-submission-heading">
          <h3 id="your-submission-heading">{t('assessment.assignment.yourSubmission')}</h3>
          <p className="muted">
            {t('assessment.assignment.submittedAt')}: <LocalDateTime iso={submission.submittedAt} language={language} />
          </p>
          <SubmittedWork fileKeys={submission.fileKeys} text={submission.text} t={t} />
        </section>
      ) : null}
      {graded ? (
        <section className="assignment-block assignment-result" aria-labelledby="assignment-grade-heading" data-testid="assignment-result">
          <h3 id="assignment-grade-heading">{t('assessment.assignment.grade')}</h3>
          <p className="assignment-grade" data-testid="assignment-grade" dir="ltr">
            {t('assessment.assignment.gradeOutOf', { grade: submission.grade, max: maxGrade })}
          </p>
          {submission.feedback ? (
            <>
              <h3>{t('assessment.assignment.feedback')}</h3>
              <p className="submission-text" data-testid="assignment-feedback">
                {submission.feedback}
              </p>
            </>
          ) : null}
          <p className="muted">{t('assessment.assignment.gradedFinal')}</p>
        </section>
      ) : (
        <form className="assignment-form" onSubmit={submit} noValidate>
          <fieldset>
            <legend>{t('assessment.assignment.files')}</legend>
            {fileKeys.length > 0 ? (
              <ul className="attached-files">
                {fileKeys.map((key) => (
                  <li key={key}>
                    <span dir="ltr">{displayNameOfKey(key)}</span>
                    <HydratedButton className="secondary-button" onClick={() => setFileKeys((keys) => keys.filter((other) => other !== key))}>
                      {t('assessment.assignment.removeFile', { name: displayNameOfKey(key) })}
                    </HydratedButton>
                  </li>
                ))}
              </ul>
            ) : null}
            <label className="field">
              <span className="field-label">{t('assessment.assignment.attachFile')}</span>
              <input type="file" multiple disabled={!hydrated || uploading} onChange={(event) => void attach(event)} aria-describedby="attach-hint" />
            </label>
            <p id="attach-hint" className="muted">
              {uploading ? t('assessment.assignment.uploading') : t('assessment.assignment.attachHint')}
            </p>
          </fieldset>
          <label className="field">
            <span className="field-label">{t('assessment.assignment.answer')}</span>
            <textarea name="text" rows={6} disabled={!hydrated} value={text} onChange={(event) => setText(event.target.value)} maxLength={50_000} />
          </label>
          <FormAlert message={error} />
          <FormSuccess message={success} />
          <SubmitButton
            busy={busy || uploading}
            label={submission ? t('assessment.assignment.resubmit') : t('assessment.assignment.submit')}
            busyLabel={uploading ? t('assessment.assignment.uploading') : t('assessment.assignment.submitting')}
          />
          {submission ? <p className="muted">{t('assessment.assignment.resubmitHint')}</p> : null}
        </form>
      )}
    </div>
  );
}
