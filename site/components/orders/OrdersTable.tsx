import { useState } from 'react';
import { dateTimeFormat, listFormat } from '@halaqa/shared/intl-formats';
import { formatEgp } from '@halaqa/shared/money';
import type { z } from 'zod';
import type { ZOrderView } from '@halaqa/shared/api-contract/payments';
import { callApi } from '../api-client';
import { BreakableEmail } from '../bidi/BreakableEmail';
import { FormAlert } from '../auth/FormParts';
import { withCrashScreenAndTexts } from '../shell/CrashScreen';
import { useHydrated } from '../use-hydrated';
import { useTranslator, type TranslatedProps } from '../use-translator';
import textsOf from 'virtual:island-texts/orders-table';

type OrderView = z.infer<typeof ZOrderView>;

const STATUS_LABEL = { paid: 'payments.orders.paid', 'refund-requested': 'payments.orders.refundRequested', refunded: 'payments.orders.refunded' } as const satisfies Record<OrderView['status'], string>;

/** The site's paid orders for its owner, each refundable in full (POST /api/payments/orders/{id}/refund). */
function OrdersTable({ language, messages, initialOrders }: TranslatedProps & { initialOrders: OrderView[] }) {
  const t = useTranslator(language, messages);
  const hydrated = useHydrated();
  const [orders, setOrders] = useState(initialOrders);
  /** A refund's failure, shown in its order's row beside the button (issue #44, item 4). */
  const [error, setError] = useState<{ orderId: string; message: string } | null>(null);
  const [done, setDone] = useState<string>();
  const [busyId, setBusyId] = useState<string | null>(null);
  const date = dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });

  async function refund(order: OrderView) {
    if (!window.confirm(t('payments.orders.confirmRefund', { total: formatEgp(order.total, language), buyer: order.buyer.name || order.buyer.email }))) return;
    setBusyId(order.id);
    setError(null);
    setDone(undefined);
    try {
      const result = await callApi<{ status: OrderView['status'] }>('POST', `/api/payments/orders/${order.id}/refund`);
      if (!result.ok) return setError({ orderId: order.id, message: result.error ?? t('payments.orders.refundFailed') });
      setOrders((list) => list.map((other) => (other.id === order.id ? { ...other, status: result.data?.status ?? 'refund-requested' } : other)));
      setDone(t('payments.orders.refundDone'));
    } catch {
      setError({ orderId: order.id, message: t('errors.network') });
    } finally {
      setBusyId(null);
    }
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
              <td data-label={t('payments.orders.paidAt')}>{date.format(new Date(order.paidAt))}</td>
              <td data-label={t('payments.orders.status')} data-testid="order-status">{t(STATUS_LABEL[order.status])}</td>
              <td data-label={t('teaching.actions')}>
                {order.status === 'paid' ? (
                  <button
                    type="button"
                    className="secondary danger"
                    disabled={!hydrated || busyId !== null}
                    aria-describedby={error?.orderId === order.id ? `refund-error-${order.id}` : undefined}
                    onClick={() => void refund(order)}
                  >
                    {busyId === order.id ? t('payments.orders.refunding') : t('payments.orders.refund')}
                  </button>
                ) : null}
                {error?.orderId === order.id ? <FormAlert id={`refund-error-${order.id}`} message={error.message} /> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p role="status" aria-live="polite">
        {done}
      </p>
    </>
  );
}

export default withCrashScreenAndTexts(textsOf, OrdersTable);
