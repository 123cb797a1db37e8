import { useEffect, useRef, useState } from 'react';
import type { TCourseAnalytics } from '@halaqa/shared/api-contract/course-analytics';
import { ANALYTICS_INTERVALS, ANALYTICS_PERIODS, DEFAULT_PERIOD_DAYS, type AnalyticsInterval } from '@halaqa/shared/course-analytics';
import { callApi } from '../api-client';
import { FormAlert } from '../auth/FormParts';
import { withCrashScreenAndTexts } from '../shell/CrashScreen';
import { useHydrated } from '../use-hydrated';
import { useTranslator, type TranslatedProps } from '../use-translator';
import { countIn, dayIn, percentIn } from './analytics-format';
import { FunnelChart } from './FunnelChart';
import { OverTimeChart } from './OverTimeChart';
import { AtRiskList, StudentProgressTable } from './StudentTables';
import textsOf from 'virtual:island-texts/course-analytics';
import './course-analytics.css';

interface Choice {
  days: number;
  interval: AnalyticsInterval;
}

/** The catalogue's name of a period the page offers (`last30`). */
const periodKey = (days: number) => `last${days}`;

/** The reader's time zone, whose calendar days the points follow. */
const readerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * A course's analytics for its managers (issue #14): totals, registrations and completions over
 * a chosen period (recharts, drawn in the browser only, each chart followed by its figures as a
 * table), the lesson funnel, the students at risk and every student's progress. Rendered on the
 * server in UTC; once in the browser, read again in the reader's time zone.
 */
function CourseAnalyticsPage({ language, messages, courseId, initial }: TranslatedProps & { courseId: string; initial: TCourseAnalytics }) {
  const t = useTranslator(language, messages);
  const hydrated = useHydrated();
  const [analytics, setAnalytics] = useState(initial);
  const [choice, setChoice] = useState<Choice>({ days: DEFAULT_PERIOD_DAYS, interval: 'day' });
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string>();
  const latest = useRef(0);

  async function load(next: Choice) {
    const request = ++latest.current;
    setChoice(next);
    setLoading(true);
    const query = new URLSearchParams({ days: String(next.days), interval: next.interval, tz: readerTimeZone() });
    const result = await callApi<TCourseAnalytics>('GET', `/api/teacher/courses/${courseId}/analytics?${query}`).catch(() => null);
    if (request !== latest.current) return;
    setLoading(false);
    if (result?.ok && result.data) {
      setAnalytics(result.data);
      setError(undefined);
    } else setError(result?.error ?? t('errors.network'));
  }

  useEffect(() => {
    if (readerTimeZone() !== initial.period.timeZone) void load(choice);
    // Once, on arrival: the server could not know the reader's zone.
  }, []);

  const pointLabel = (start: string) => (analytics.period.interval === 'week' ? t('courseAnalytics.weekOf', { date: dayIn(language, start) }) : dayIn(language, start));
  const points = analytics.series.map((point) => ({ ...point, label: pointLabel(point.start) }));
  const { totals } = analytics;

  return (
    <div className="teaching-layout course-analytics">
      <ul className="stat-grid" aria-label={t('courseAnalytics.totals')}>
        <li>
          <strong data-testid="total-students">{countIn(language, totals.students)}</strong> {t('courseAnalytics.students')}
        </li>
        <li>
          <strong data-testid="total-completions">{countIn(language, totals.completions)}</strong> {t('courseAnalytics.completions')}
        </li>
        <li>
          <strong data-testid="total-at-risk">{countIn(language, totals.atRisk)}</strong> {t('courseAnalytics.atRisk')}
        </li>
        <li>
          <strong>{countIn(language, totals.lessons)}</strong> {t('courseAnalytics.lessons')}
        </li>
      </ul>

      <section aria-labelledby="over-time-title">
        <h2 id="over-time-title">{t('courseAnalytics.overTime')}</h2>
        <div className="field-row analytics-period">
          <label className="inline-field">
            {t('courseAnalytics.period')}
            <select value={choice.days} disabled={!hydrated} onChange={(event) => void load({ ...choice, days: Number(event.target.value) })} data-testid="period">
              {ANALYTICS_PERIODS.map((days) => (
                <option key={days} value={days}>
                  {t(`courseAnalytics.periods.${periodKey(days)}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="inline-field">
            {t('courseAnalytics.interval')}
            <select value={choice.interval} disabled={!hydrated} onChange={(event) => void load({ ...choice, interval: event.target.value as AnalyticsInterval })}>
              {ANALYTICS_INTERVALS.map((interval) => (
                <option key={interval} value={interval}>
                  {t(`courseAnalytics.intervals.${interval}`)}
                </option>
              ))}
            </select>
          </label>
          <span role="status" className="muted">
            {loading ? t('courseAnalytics.loading') : ''}
          </span>
        </div>
        <FormAlert message={error} />
        {hydrated ? (
          <OverTimeChart
            points={points}
            language={language}
            names={{ registrations: t('courseAnalytics.registrations'), completions: t('courseAnalytics.completed') }}
            label={t('courseAnalytics.chartLabel', { title: t('courseAnalytics.overTime') })}
          />
        ) : null}
        <details className="figures">
          <summary>{t('courseAnalytics.showTable')}</summary>
          <table className="data-table card-table" data-testid="over-time-table">
            <thead>
              <tr>
                <th scope="col">{t('courseAnalytics.date')}</th>
                <th scope="col">{t('courseAnalytics.registrations')}</th>
                <th scope="col">{t('courseAnalytics.completed')}</th>
              </tr>
            </thead>
            <tbody>
              {points.map((point) => (
                <tr key={point.start}>
                  <th scope="row" data-label={t('courseAnalytics.date')}>
                    <time dateTime={point.start}>{point.label}</time>
                  </th>
                  <td data-label={t('courseAnalytics.registrations')}>{countIn(language, point.registrations)}</td>
                  <td data-label={t('courseAnalytics.completed')}>{countIn(language, point.completions)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </section>

      <section aria-labelledby="funnel-title">
        <h2 id="funnel-title">{t('courseAnalytics.funnel')}</h2>
        <p className="muted">{t('courseAnalytics.funnelIntro')}</p>
        {analytics.funnel.length === 0 ? (
          <p className="muted">{t('courseAnalytics.noLessons')}</p>
        ) : (
          <>
            {hydrated ? (
              <FunnelChart
                funnel={analytics.funnel}
                language={language}
                names={{ opened: t('courseAnalytics.opened'), completed: t('courseAnalytics.completed') }}
                label={t('courseAnalytics.chartLabel', { title: t('courseAnalytics.funnel') })}
              />
            ) : null}
            <table className="data-table card-table" data-testid="funnel-table">
              <thead>
                <tr>
                  <th scope="col">{t('courseAnalytics.lesson')}</th>
                  <th scope="col">{t('courseAnalytics.opened')}</th>
                  <th scope="col">{t('courseAnalytics.completed')}</th>
                </tr>
              </thead>
              <tbody>
                {analytics.funnel.map((lesson) => (
                  <tr key={lesson.id} data-testid="funnel-lesson">
                    <th scope="row" data-label={t('courseAnalytics.lesson')}>
                      <bdi>{lesson.name}</bdi>
                    </th>
                    <td data-label={t('courseAnalytics.opened')}>{countIn(language, lesson.started)}</td>
                    <td data-label={t('courseAnalytics.completed')}>
                      {countIn(language, lesson.completed)}
                      {totals.students > 0 ? ` (${percentIn(language, Math.round((lesson.completed / totals.students) * 100))})` : ''}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </section>

      <section aria-labelledby="at-risk-title">
        <h2 id="at-risk-title">{t('courseAnalytics.atRiskTitle')}</h2>
        <p className="muted">{t('courseAnalytics.atRiskIntro')}</p>
        <AtRiskList students={analytics.students} language={language} t={t} />
      </section>

      <section aria-labelledby="progress-title">
        <h2 id="progress-title">{t('courseAnalytics.progressTitle')}</h2>
        <StudentProgressTable students={analytics.students} language={language} t={t} />
      </section>
    </div>
  );
}

export default withCrashScreenAndTexts(textsOf, CourseAnalyticsPage);
