import { useState, type FormEvent } from 'react';
import { ZPayoutRequest } from '@halaqa/shared/api-contract/earnings';
import type { Translate } from '@halaqa/shared/i18n/index';
import { westernDigits } from '@halaqa/shared/payouts';
import { callApi } from '../api-client';
import { fieldErrorsOf, FormSuccess, SubmitButton } from '../auth/FormParts';
import { useSubmission } from '../use-submission';
import { HydratedForm } from '../HydratedForm';

/** Asks for a payout of an amount, or of the whole balance when left empty (POST /api/teacher/payouts). */
export function PayoutRequestForm({ canRequest, t, onRequested }: { canRequest: boolean; t: Translate; onRequested: () => void }) {
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState<string | null>(null);
  const { submitting, run } = useSubmission(() => setError(t('errors.network')));

  async function request(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    setSent(null);
    const typed = westernDigits(amount).replace(',', '.').trim();
    const body = typed === '' ? {} : { amount: Number(typed) };
    const parsed = ZPayoutRequest.safeParse(body);
    if (!parsed.success) return setError(Object.values(fieldErrorsOf(parsed.error, t))[0]);
    await run(async () => {
      const result = await callApi('POST', '/api/teacher/payouts', body);
      if (!result.ok) return setError(result.error ?? t('errors.network'));
      setAmount('');
      setSent(t('earnings.request.sent'));
      onRequested();
    });
  }

  return (
    <HydratedForm className="teaching-form" onSubmit={(event) => void request(event)} noValidate>
      {/* The form's one field: what refuses the request (a wrong amount, more than the balance) is said under it. */}
      <div className="field">
        <label htmlFor="payout-amount" className="field-label">
          {t('earnings.request.amount')}
        </label>
        <input
          id="payout-amount"
          name="amount"
          inputMode="decimal"
          dir="ltr"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          aria-describedby={error ? 'payout-amount-hint payout-amount-error' : 'payout-amount-hint'}
          aria-invalid={Boolean(error)}
          disabled={!canRequest}
        />
        <span id="payout-amount-hint" className="muted">
          {canRequest ? t('earnings.request.hint') : t('earnings.request.needMethod')}
        </span>
        {error ? (
          <span id="payout-amount-error" className="field-error" role="alert">
            {error}
          </span>
        ) : null}
      </div>
      {canRequest ? <SubmitButton busy={submitting} label={t('earnings.request.submit')} busyLabel={t('earnings.request.sending')} /> : null}
      <FormSuccess message={sent} />
    </HydratedForm>
  );
}
