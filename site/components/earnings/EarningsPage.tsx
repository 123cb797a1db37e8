import { useState } from 'react';
import { numberFormat } from '@halaqa/shared/intl-formats';
import { formatEgp } from '@halaqa/shared/money';
import { callApi } from '../api-client';
import { FormAlert } from '../auth/FormParts';
import { withCrashScreenAndTexts } from '../shell/CrashScreen';
import { useHydrated } from '../use-hydrated';
import { useTranslator, type TranslatedProps } from '../use-translator';
import { EarningsChart } from './EarningsChart';
import type { Earnings } from './earnings-types';
import { PayoutHistory } from './PayoutHistory';
import { methodSummary, PayoutMethodForm } from './PayoutMethodForm';
import { PayoutRequestForm } from './PayoutRequestForm';
import textsOf from 'virtual:island-texts/earnings-page';

/**
 * The teacher's "Analytics and earnings" (issue #11): totals, the chart per course and month,
 * the same figures as a table, a payout request, the payout method and the payout history.
 * Rendered on the server with the figures; after each change the figures are read again.
 */
function EarningsPage({ language, messages, initial }: TranslatedProps & { initial: Earnings }) {
  const t = useTranslator(language, messages);
  const hydrated = useHydrated();
  const [earnings, setEarnings] = useState(initial);
  const [error, setError] = useState<string>();
  const money = (pounds: number) => formatEgp(pounds, language);

  async function reload() {
    const result = await callApi<Earnings>('GET', '/api/teacher/earnings').catch(() => null);
    if (result?.ok && result.data) setEarnings(result.data);
    else setError(result?.error ?? t('errors.network'));
  }

  return (
    <div className="teaching-layout">
      <ul className="stat-grid" aria-label={t('earnings.title')}>
        <li>
          <strong data-testid="balance">{money(earnings.balance)}</strong> {t('earnings.balance')}
        </li>
        <li>
          <strong data-testid="earned">{money(earnings.earned)}</strong> {t('earnings.earned')}
        </li>
        <li>
          <strong data-testid="pending">{money(earnings.pending)}</strong> {t('earnings.pending')}
        </li>
        <li>
          <strong>{money(earnings.paidOut)}</strong> {t('earnings.paidOut')}
        </li>
      </ul>
      <FormAlert message={error} />

      <section>
        <h2>{t('earnings.chartTitle')}</h2>
        {earnings.courses.length === 0 ? (
          <p className="muted">{t('earnings.chartEmpty')}</p>
        ) : (
          <>
            {hydrated ? <EarningsChart earnings={earnings} language={language} /> : null}
            <h3>{t('earnings.byCourse')}</h3>
            <table className="data-table card-table">
              <thead>
                <tr>
                  <th scope="col">{t('earnings.course')}</th>
                  <th scope="col">{t('earnings.sales')}</th>
                  <th scope="col">{t('earnings.earned')}</th>
                </tr>
              </thead>
              <tbody>
                {earnings.courses.map((course, index) => (
                  <tr key={course.id ?? `deleted-${index}`} data-testid="course-earnings">
                    <td data-label={t('earnings.course')}>
                      <bdi>{course.id === null ? t('earnings.courseDeleted', { name: course.name }) : course.name}</bdi>
                    </td>
                    <td data-label={t('earnings.sales')}>{numberFormat(language).format(course.sales)}</td>
                    <td data-label={t('earnings.earned')}>{money(course.earned)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </section>

      <section>
        <h2>{t('earnings.request.title')}</h2>
        <PayoutRequestForm canRequest={earnings.method !== null} t={t} onRequested={() => void reload()} />
      </section>

      <section>
        <h2 id="payout-method-title">{t('earnings.method.title')}</h2>
        <p data-testid="payout-method">{earnings.method ? t('earnings.method.current', { method: methodSummary(earnings.method, t) }) : t('earnings.method.none')}</p>
        <PayoutMethodForm method={earnings.method} t={t} onSaved={(method) => setEarnings((current) => ({ ...current, method }))} />
      </section>

      <section>
        <h2>{t('earnings.history')}</h2>
        <PayoutHistory payouts={earnings.payouts} language={language} t={t} />
      </section>
    </div>
  );
}

export default withCrashScreenAndTexts(textsOf, EarningsPage);
