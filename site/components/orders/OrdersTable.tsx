import { useState } from 'react';
import { formatDateTime, listFormat } from '@halaqa/shared/intl-formats';
import { formatEgp } from '@halaqa/shared/money';
import type { z } from 'zod';
import type { ZOrderView } from '@halaqa/shared/api-contract/payments';
import { callApi } from '../api-client';
import { BreakableEmail } from '../bidi/BreakableEmail';
import { RefundDialog } from './RefundDialog';
import { withCrashScreenAndTexts } from '../shell/CrashScreen';
import { useHydrated } from '../use-hydrated';
import { useTranslator, type TranslatedProps } from '../use-translator';
import textsOf from 'virtual:island-texts/orders-table';

type OrderView = z.infer<typeof ZOrderView>;

const STATUS_LABEL = { paid: 'payments.orders.paid', 'refund-requested': 'payments.orders.refundRequested', refunded: 'payments.orders.refunded' } as const satisfies Record<OrderView['status'], string>;

/**
 * The site's paid orders for its owner, each refundable in full or in part through a dialog that
 * asks how much (POST /api/payments/orders/{id}/refund).
 */
function OrdersTable({ language, messages, initialOrders }: TranslatedProps & { initialOrders: OrderView[] }) {
  const t = useTranslator(language, messages);
  const hydrated = useHydrated();
  const [orders, setOrders] = useState(initialOrders);
  const [done, setDone] = useState<string>();
  const [refunding, setRefunding] = useState<OrderView | null>(null);

  /** Refunds `amount` pounds of `order`: null when done, else the message the dialog shows. */
  async function refund(order: OrderView, amount: number): Promise<string | null> {
    setDone(undefined);
    try {
      const result = await callApi<{ status: OrderView['status']; refunded: number }>('POST', `/api/payments/orders/${order.id}/refund`, { amount });
      if (!result.ok || !result.data) return result.error ?? t('payments.orders.refundFailed');
      const { status, refunded } = result.data;
      setOrders((list) => list.map((other) => (other.id === order.id ? { ...other, status, refunded, refundUnderWay: true } : other)));
      setDone(t(status === 'paid' ? 'payments.orders.partDone' : 'payments.orders.refundDone'));
      return null;
    } catch {
      return t('errors.network');
    }
  }

  function statusOf(order: OrderView): string {
    if (order.status !== 'paid' || order.refunded === 0) return t(STATUS_LABEL[order.status]);
    return order.refundUnderWay ? t('payments.orders.partRefundUnderWay') : t('payments.orders.partlyRefunded', { amount: formatEgp(order.refunded, language) });
  }

  if (orders.length === 0) return <p className="muted">{t('payments.orders.empty')}</p>;
  return (
    <>
      <table className="data-table card-table">
        <thead>
          <tr>
            <th scope="col">{t('payments.orders.buyer')}</th>
            <th scope="col">{t('payments.orders.courses')}</th>
            <th scope="col">{t('payments.orders.total')}</th>
            <th scope="col">{t('payments.orders.paidAt')}</th>
            <th scope="col">{t('payments.orders.status')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('teaching.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id} data-testid="order">
              <td data-label={t('payments.orders.buyer')}>
                <bdi>{order.buyer.name}</bdi>
                <div className="muted">
                  <BreakableEmail address={order.buyer.email} />
                </div>
                {order.buyer.id === null ? <div className="muted">{t('payments.orders.accountDeleted')}</div> : null}
              </td>
              <td data-label={t('payments.orders.courses')}>
                {listFormat(language).format(order.courses.map((course) => (course.id === null ? t('payments.orders.courseDeleted', { name: course.name }) : course.name)))}
              </td>
              <td data-label={t('payments.orders.total')}>{formatEgp(order.total, language)}</td>
              <td data-label={t('payments.orders.paidAt')}>{formatDateTime(language, order.paidAt)}</td>
              <td data-label={t('payments.orders.status')} data-testid="order-status">
                {statusOf(order)}
              </td>
              <td data-label={t('teaching.actions')}>
                {order.status === 'paid' ? (
                  <button
                    type="button"
                    className="secondary danger"
                    disabled={!hydrated}
                    onClick={() => setRefunding(order)}
                  >
                    {t('payments.orders.refund')}
                  </button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p role="status" aria-live="polite">
        {done}
      </p>
      {refunding ? (
        <RefundDialog language={language} t={t} order={refunding} onConfirm={(amount) => refund(refunding, amount)} onClose={() => setRefunding(null)} />
      ) : null}
    </>
  );
}

export default withCrashScreenAndTexts(textsOf, OrdersTable);
