import type { TStudentProgress } from '@halaqa/shared/api-contract/course-analytics';
import type { Language, Translate } from '@halaqa/shared/i18n/index';
import { BreakableEmail } from '../bidi/BreakableEmail';
import { LocalDateTime } from '../learning/LocalDateTime';
import { countIn, percentIn } from './analytics-format';

type Reason = TStudentProgress['reasons'][number];

function reasonText(reason: Reason, language: Language, t: Translate): string {
  return reason.kind === 'inactive'
    ? t('courseAnalytics.reasonInactive', { days: countIn(language, reason.days) })
    : t('courseAnalytics.reasonFailedQuiz', { lesson: reason.lesson, percent: percentIn(language, reason.percent) });
}

/** The students at risk, each with every reason (no activity for 7 days, a failed quiz). */
export function AtRiskList({ students, language, t }: { students: TStudentProgress[]; language: Language; t: Translate }) {
  const atRisk = students.filter((student) => student.atRisk);
  if (atRisk.length === 0) return <p className="muted">{t('courseAnalytics.noneAtRisk')}</p>;
  return (
    <table className="data-table card-table" data-testid="at-risk">
      <thead>
        <tr>
          <th scope="col">{t('courseAnalytics.student')}</th>
          <th scope="col">{t('courseAnalytics.reason')}</th>
          <th scope="col">{t('courseAnalytics.lastActivity')}</th>
        </tr>
      </thead>
      <tbody>
        {atRisk.map((student) => (
          <tr key={student.id} data-testid="at-risk-student">
            <td data-label={t('courseAnalytics.student')}>
              <bdi data-testid="at-risk-name">{student.name}</bdi>
            </td>
            <td data-label={t('courseAnalytics.reason')}>
              <ul className="risk-reasons">
                {student.reasons.map((reason) => (
                  <li key={reason.kind === 'inactive' ? 'inactive' : reason.lessonId} data-testid="at-risk-reason">
                    {reasonText(reason, language, t)}
                  </li>
                ))}
              </ul>
            </td>
            <td data-label={t('courseAnalytics.lastActivity')}>
              <LocalDateTime iso={student.lastActivity} language={language} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Every registered student's progress through the lessons students see, and their last activity. */
export function StudentProgressTable({ students, language, t }: { students: TStudentProgress[]; language: Language; t: Translate }) {
  if (students.length === 0) return <p className="muted">{t('courseAnalytics.noStudents')}</p>;
  return (
    <table className="data-table card-table" data-testid="student-progress">
      <thead>
        <tr>
          <th scope="col">{t('courseAnalytics.student')}</th>
          <th scope="col">{t('courseAnalytics.email')}</th>
          <th scope="col">{t('courseAnalytics.progress')}</th>
          <th scope="col">{t('courseAnalytics.lastActivity')}</th>
          <th scope="col">{t('courseAnalytics.status')}</th>
        </tr>
      </thead>
      <tbody>
        {students.map((student) => (
          <tr key={student.id} data-testid="student-row">
            <td data-label={t('courseAnalytics.student')}>
              <bdi>{student.name}</bdi>
            </td>
            <td data-label={t('courseAnalytics.email')}>
              <BreakableEmail address={student.email} />
            </td>
            <td data-label={t('courseAnalytics.progress')} data-testid="student-progress-percent">{percentIn(language, student.progress)}</td>
            <td data-label={t('courseAnalytics.lastActivity')}>
              <LocalDateTime iso={student.lastActivity} language={language} />
            </td>
            <td data-label={t('courseAnalytics.status')}>{student.atRisk ? <strong className="risk-flag">{t('courseAnalytics.atRisk')}</strong> : t('courseAnalytics.onTrack')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
