import { useId, useState, type FormEvent } from 'react';
import { PROBLEM_REPORT_MAX } from '@halaqa/shared/schemas/problem-reports';
import type { Translate } from '@halaqa/shared/i18n/index';
import { FormAlert, FormSuccess, SubmitButton } from '../auth/FormParts';
import { attempt } from './api-outcome';
import { HydratedButton } from './HydratedButton';

interface ProblemReportProps {
  t: Translate;
  courseId: string;
  materialId: string;
}

/**
 * "Report a problem" on a lesson (issue #14): a registered student opens a short form, describes
 * what is wrong, and the course's managers are told (POST …/materials/{m}/problem-reports).
 * Part of the lesson page's island (LessonPageIsland).
 */
export function ProblemReport({ t, courseId, materialId }: ProblemReportProps) {
  const fieldId = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState<string | null>(null);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const outcome = await attempt(t, 'POST', `/api/courses/${courseId}/materials/${materialId}/problem-reports`, { text });
      setError(outcome.error ?? undefined);
      if (!outcome.data) return;
      setText('');
      setOpen(false);
      setSent(t('ownerNotifications.reportSent'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="problem-report" aria-labelledby={`${fieldId}-heading`} data-testid="problem-report">
      <h2 id={`${fieldId}-heading`} className="visually-hidden">
        {t('ownerNotifications.reportHeading')}
      </h2>
      <FormSuccess message={sent} />
      {open ? (
        <form onSubmit={(event) => void send(event)} noValidate>
          <label className="field">
            <span className="field-label">{t('ownerNotifications.reportField')}</span>
            <textarea rows={3} maxLength={PROBLEM_REPORT_MAX} value={text} onChange={(event) => setText(event.target.value)} aria-describedby={`${fieldId}-hint`} />
          </label>
          <p id={`${fieldId}-hint`} className="muted">
            {t('ownerNotifications.reportHint')}
          </p>
          <FormAlert message={error} />
          <div className="actions">
            <SubmitButton busy={busy} label={t('ownerNotifications.reportSend')} busyLabel={t('ownerNotifications.reportSending')} />
            <HydratedButton className="secondary-button" onClick={() => setOpen(false)}>
              {t('ownerNotifications.reportCancel')}
            </HydratedButton>
          </div>
        </form>
      ) : (
        <HydratedButton
          className="secondary-button"
          onClick={() => {
            setSent(null);
            setOpen(true);
          }}
        >
          {t('ownerNotifications.reportOpen')}
        </HydratedButton>
      )}
    </section>
  );
}
