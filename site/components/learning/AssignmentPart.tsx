import type { TSubmissionForGrading } from '@halaqa/shared/api-contract/assignments';
import type { TMaterial } from '@halaqa/shared/api-contract/course-shapes';
import { withCrashScreenAndTexts } from '../shell/CrashScreen';
import { useTranslator, type TranslatedProps } from '../use-translator';
import { AssignmentWork } from './AssignmentWork';
import { LocalDateTime } from './LocalDateTime';
import { SubmissionsGrading } from './SubmissionsGrading';
import './assignment.css';
import textsOf from 'virtual:island-texts/assignment-part';

interface AssignmentPartProps extends TranslatedProps {
  courseId: string;
  materialId: string;
  settings: TMaterial['assignment_settings'];
  /** Who is looking: the course's manager grades, a registered student hands work in, anyone else reads. */
  viewer: 'manager' | 'student' | 'reader';
  submission: TMaterial['submission'];
  /** The lesson's submissions, for a manager. */
  submissions: TSubmissionForGrading[];
}

/**
 * The assignment part of the lesson player (issue #6): the instructions, the due date and the
 * maximum grade for everyone; then the student's work, or the managers' grading view.
 */
function AssignmentPart({ language, messages, courseId, materialId, settings, viewer, submission, submissions }: AssignmentPartProps) {
  const t = useTranslator(language, messages);
  return (
    <section className="lesson-assignment" aria-labelledby="assignment-heading" data-testid="assignment">
      <h2 id="assignment-heading">{t('assessment.assignment.title')}</h2>
      <dl className="assignment-facts">
        {settings.dueDate ? (
          <div>
            <dt>{t('assessment.assignment.dueDate')}</dt>
            <dd>
              <LocalDateTime iso={settings.dueDate} language={language} testId="assignment-due" />
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t('assessment.assignment.maxGrade')}</dt>
          <dd>{settings.max_grade}</dd>
        </div>
      </dl>
      {settings.instructions.trim() ? (
        <>
          <h3>{t('assessment.assignment.instructions')}</h3>
          <p className="assignment-instructions" data-testid="assignment-instructions">
            {settings.instructions}
          </p>
        </>
      ) : null}
      {viewer === 'student' ? (
        <AssignmentWork courseId={courseId} materialId={materialId} dueDate={settings.dueDate} maxGrade={settings.max_grade} initialSubmission={submission} language={language} t={t} />
      ) : null}
      {viewer === 'manager' ? (
        <SubmissionsGrading courseId={courseId} materialId={materialId} maxGrade={settings.max_grade} initialSubmissions={submissions} language={language} t={t} />
      ) : null}
      {viewer === 'reader' ? <p className="muted">{t('assessment.assignment.registerToSubmit')}</p> : null}
    </section>
  );
}

export default withCrashScreenAndTexts(textsOf, AssignmentPart);
