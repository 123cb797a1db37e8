import { useState, type FormEvent } from 'react';
import type { Translate } from '@halaqa/shared/i18n/index';
import { ZPayoutMethodInput, type TPayoutMethod } from '@halaqa/shared/payouts';
import { callApi } from '../api-client';
import { fieldErrorsOf, FormAlert, FormSuccess, SubmitButton } from '../auth/FormParts';
import { useSubmission } from '../use-submission';
import { HydratedForm } from '../HydratedForm';

/** The method in one line, as the trainer reads where their money goes. */
export function methodSummary(method: TPayoutMethod, t: Translate): string {
  return method.kind === 'wallet'
    ? t('earnings.method.walletSummary', { number: method.walletNumber })
    : t('earnings.method.bankSummary', { bank: method.bankName, holder: method.accountHolder, number: method.accountNumber });
}

/**
 * Mobile wallet or bank transfer, saved only with the spec's checkbox ticked: payments sent to
 * wrong details are not refunded (PUT /api/teacher/payout-method).
 */
export function PayoutMethodForm({ method, t, onSaved }: { method: TPayoutMethod | null; t: Translate; onSaved: (method: TPayoutMethod) => void }) {
  const [kind, setKind] = useState<TPayoutMethod['kind']>(method?.kind ?? 'wallet');
  const [fields, setFields] = useState({
    walletNumber: method?.kind === 'wallet' ? method.walletNumber : '',
    bankName: method?.kind === 'bank' ? method.bankName : '',
    accountHolder: method?.kind === 'bank' ? method.accountHolder : '',
    accountNumber: method?.kind === 'bank' ? method.accountNumber : '',
  });
  const [confirmed, setConfirmed] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string>();
  const [saved, setSaved] = useState<string | null>(null);
  const { submitting, run } = useSubmission(() => setAlert(t('errors.network')));

  const set = (name: keyof typeof fields) => (event: { target: { value: string } }) => setFields((current) => ({ ...current, [name]: event.target.value }));

  async function save(event: FormEvent) {
    event.preventDefault();
    setAlert(undefined);
    setSaved(null);
    const body = kind === 'wallet' ? { kind, walletNumber: fields.walletNumber, confirmed } : { kind, bankName: fields.bankName, accountHolder: fields.accountHolder, accountNumber: fields.accountNumber, confirmed };
    const parsed = ZPayoutMethodInput.safeParse(body);
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error, t));
    setErrors({});
    await run(async () => {
      const result = await callApi<TPayoutMethod>('PUT', '/api/teacher/payout-method', body);
      if (!result.ok || !result.data) {
        const message = result.error ?? t('errors.network');
        // A refusal of one field is said under it, as the form's own checks are.
        return result.field && (result.field in fields || result.field === 'confirmed') ? setErrors({ [result.field]: message }) : setAlert(message);
      }
      setConfirmed(false);
      setSaved(t('earnings.method.saved'));
      onSaved(result.data);
    });
  }

  // Each field's label above it and its error under it, named by the field (aria-describedby).
  const input = (name: keyof typeof fields, label: string, props: { inputMode?: 'numeric'; autoComplete?: string } = {}) => (
    <div className="field">
      <label htmlFor={`payout-${name}`} className="field-label">
        {label}
      </label>
      <input
        id={`payout-${name}`}
        name={name}
        value={fields[name]}
        onChange={set(name)}
        dir={name === 'bankName' || name === 'accountHolder' ? undefined : 'ltr'}
        aria-invalid={Boolean(errors[name])}
        aria-describedby={errors[name] ? `payout-${name}-error` : undefined}
        {...props}
      />
      {errors[name] ? (
        <span id={`payout-${name}-error`} className="field-error" role="alert">
          {errors[name]}
        </span>
      ) : null}
    </div>
  );

  return (
    <HydratedForm className="teaching-form" onSubmit={(event) => void save(event)} noValidate aria-labelledby="payout-method-title">
      <fieldset>
        <legend>{t('earnings.method.title')}</legend>
        <label className="inline-field">
          <input type="radio" name="kind" value="wallet" checked={kind === 'wallet'} onChange={() => setKind('wallet')} />
          {t('earnings.method.wallet')}
        </label>
        <label className="inline-field">
          <input type="radio" name="kind" value="bank" checked={kind === 'bank'} onChange={() => setKind('bank')} />
          {t('earnings.method.bank')}
        </label>
      </fieldset>
      {kind === 'wallet' ? (
        input('walletNumber', t('earnings.method.walletNumber'), { inputMode: 'numeric', autoComplete: 'tel' })
      ) : (
        <>
          {input('bankName', t('earnings.method.bankName'))}
          {input('accountHolder', t('earnings.method.accountHolder'), { autoComplete: 'name' })}
          {input('accountNumber', t('earnings.method.accountNumber'))}
        </>
      )}
      <div className="field">
        <label className="checkbox">
          <input
            type="checkbox"
            name="confirmed"
            checked={confirmed}
            onChange={(event) => setConfirmed(event.target.checked)}
            aria-invalid={Boolean(errors.confirmed)}
            aria-describedby={errors.confirmed ? 'payout-confirmed-error' : undefined}
          />
          {t('earnings.method.confirm')}
        </label>
        {errors.confirmed ? (
          <span id="payout-confirmed-error" className="field-error" role="alert">
            {errors.confirmed}
          </span>
        ) : null}
      </div>
      <SubmitButton busy={submitting} label={t('earnings.method.save')} busyLabel={t('earnings.method.saving')} />
      <FormAlert message={alert} />
      <FormSuccess message={saved} />
    </HydratedForm>
  );
}
