import { useState, type FormEvent } from 'react';
import { Heading } from 'react-aria-components';
import type { z } from 'zod';
import { ZRefundRequest, type ZOrderView } from '@halaqa/shared/api-contract/payments';
import type { Language } from '@halaqa/shared/i18n/languages';
import type { Translate } from '@halaqa/shared/i18n/translator';
import { formatEgp } from '@halaqa/shared/money';
import { westernDigits } from '@halaqa/shared/payouts';
import { fieldErrorsOf, FormAlert } from '../auth/FormParts';
import { ModalDialog } from '../modal/ModalDialog';
import './refund-dialog.css';

type OrderView = z.infer<typeof ZOrderView>;

interface RefundDialogProps {
  language: Language;
  t: Translate;
  order: OrderView;
  /** Refunds `amount` pounds of the order: null when done, else the message to show. */
  onConfirm: (amount: number) => Promise<string | null>;
  onClose: () => void;
}

/** Pounds as a typed amount: two decimals at most, written the Latin way the input takes. */
const typedOf = (pounds: number) => String(Math.round(pounds * 100) / 100);

/**
 * Asks how much of an order to refund (issue #44, item 5), in a modal dialog rather than
 * confirm(): named by its heading, the focus kept inside, Escape closes. The amount starts at all
 * that is left; less is a partial refund, which keeps the buyer's access.
 */
export function RefundDialog({ language, t, order, onConfirm, onClose }: RefundDialogProps) {
  const remaining = Math.round((order.total - order.refunded) * 100) / 100;
  const [amount, setAmount] = useState(typedOf(remaining));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const typed = westernDigits(amount).replace(/[,٫]/, '.').trim();
  const parsed = ZRefundRequest.safeParse({ amount: typed === '' ? NaN : Number(typed) });

  async function confirm(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    if (!parsed.success) return setError(Object.values(fieldErrorsOf(parsed.error, t))[0]);
    if (parsed.data.amount! > remaining) return setError(t('errors.refundOverRemaining'));
    setBusy(true);
    const problem = await onConfirm(parsed.data.amount!);
    setBusy(false);
    if (problem) setError(problem);
    else onClose();
  }

  const shown = parsed.success ? formatEgp(parsed.data.amount!, language) : '';
  return (
    <ModalDialog language={language} className="refund-dialog" aria-describedby="refund-dialog-body" isKeyboardDismissDisabled={busy} onClose={onClose}>
      <Heading slot="title" level={2}>
        {t('payments.orders.dialogTitle', { buyer: order.buyer.name || order.buyer.email })}
      </Heading>
      <p id="refund-dialog-body">
        {t('payments.orders.dialogBody', { total: formatEgp(order.total, language), refunded: formatEgp(order.refunded, language), remaining: formatEgp(remaining, language) })}
      </p>
      <form onSubmit={(event) => void confirm(event)} noValidate>
        <label htmlFor="refund-amount">{t('payments.orders.amountLabel')}</label>
        <input id="refund-amount" name="amount" inputMode="decimal" dir="ltr" value={amount} onChange={(event) => setAmount(event.target.value)} aria-describedby="refund-amount-hint" />
        <p id="refund-amount-hint" className="muted">
          {t('payments.orders.amountHint', { remaining: formatEgp(remaining, language) })}
        </p>
        <FormAlert message={error} />
        <div className="actions">
          <button type="button" className="secondary" onClick={onClose} disabled={busy}>
            {t('payments.orders.cancel')}
          </button>
          <button type="submit" className="danger" disabled={busy}>
            {busy ? t('payments.orders.refunding') : t('payments.orders.confirm', { amount: shown })}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
