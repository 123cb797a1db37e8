import { useState } from 'react';
import type { TSubmissionForGrading } from '@halaqa/shared/api-contract/assignments';
import type { Language, Translate } from '@halaqa/shared/i18n/index';
import { AssignmentState } from './AssignmentWork';
import { GradeForm } from './GradeForm';
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
