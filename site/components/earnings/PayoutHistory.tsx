import { formatDate } from '@halaqa/shared/intl-formats';
import { formatEgp } from '@halaqa/shared/money';
import type { Language, Translate } from '@halaqa/shared/i18n/index';
import { methodSummary } from './PayoutMethodForm';
import type { PayoutView } from './earnings-types';

/** The trainer's payouts, newest first, each with where it goes and the last word on it. */
export function PayoutHistory({ payouts, language, t }: { payouts: PayoutView[]; language: Language; t: Translate }) {
  if (payouts.length === 0) return <p className="muted">{t('earnings.noPayouts')}</p>;
  return (
    <table className="data-table card-table">
      <thead>
        <tr>
          <th scope="col">{t('earnings.requestedAt')}</th>
          <th scope="col">{t('earnings.amount')}</th>
          <th scope="col">{t('earnings.paidTo')}</th>
          <th scope="col">{t('earnings.status')}</th>
          <th scope="col">{t('earnings.note')}</th>
        </tr>
      </thead>
      <tbody>
        {payouts.map((payout) => {
          const decision = payout.history.findLast((change) => change.status === payout.status);
          return (
            <tr key={payout.id} data-testid="payout">
              <td data-label={t('earnings.requestedAt')}>{formatDate(language, payout.requestedAt)}</td>
              <td data-label={t('earnings.amount')}>{formatEgp(payout.amount, language)}</td>
              <td data-label={t('earnings.paidTo')}>{methodSummary(payout.method, t)}</td>
              <td data-label={t('earnings.status')} data-testid="payout-status">
                {t(`earnings.statuses.${payout.status}`)}
                {decision && payout.status !== 'pending' ? <div className="muted">{formatDate(language, decision.at)}</div> : null}
              </td>
              <td data-label={t('earnings.note')}>{decision?.note ?? ''}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
