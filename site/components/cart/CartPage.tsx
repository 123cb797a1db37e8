import { useStore } from '@nanostores/react';
import { formatEgp } from '@halaqa/shared/money';
import { withReturnPath } from '@halaqa/shared/return-path';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import type { TCreatePaymentReply, ZCartReply } from '@halaqa/shared/api-contract/payments';
import { callApi } from '../api-client';
import { FormAlert } from '../auth/FormParts';
import { withCrashScreenAndTexts } from '../shell/CrashScreen';
import { useHydrated } from '../use-hydrated';
import { useTranslator, type TranslatedProps } from '../use-translator';
import { $cart, restoreCart, saveCart, type CartItem } from '../../stores/cart';
import { thankYouPath } from './order-paths';
import textsOf from 'virtual:island-texts/cart-page';

type CartReply = z.infer<typeof ZCartReply>;
type Outcome = { kind: 'paid'; courses: { id: string; name: string }[] } | { kind: 'failed'; message: string } | null;

const sameItem = (a: CartItem, b: CartItem) => JSON.stringify(a) === JSON.stringify(b);

/** The gateway's return parameters (Paymob appends them to /cart), read once and then cleared. */
function gatewayReturn(): { transactionId: string; success: boolean } | null {
  const params = new URLSearchParams(window.location.search);
  const id = params.get('id');
  if (!id || !params.has('success')) return null;
  window.history.replaceState(null, '', window.location.pathname);
  return { transactionId: id, success: params.get('success') === 'true' && params.get('pending') !== 'true' };
}

/**
 * /cart (platform-core §2): the cart's items priced by this site (POST /api/payments/cart), each
 * removable, the total in Egyptian pounds and the checkout, which leads to the gateway's hosted
 * page; back from it, the payment is confirmed (create_payment `register`), the cart emptied and
 * the buyer taken to the thank-you page. A cart of free courses only is registered at once, here.
 */
function CartPage({ language, messages, signedIn }: TranslatedProps & { signedIn: boolean }) {
  const t = useTranslator(language, messages);
  const hydrated = useHydrated();
  // The cart lives in the browser only, and the header may have read it before this island
  // hydrates: until then it renders as the server did, with no cart (React error #418 otherwise).
  const stored = useStore($cart);
  const items = hydrated ? stored : [];
  const [priced, setPriced] = useState<CartReply | null>(null);
  const [busy, setBusy] = useState<'checkout' | 'confirm' | null>(null);
  const [error, setError] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome>(null);

  useEffect(() => {
    restoreCart();
    const back = gatewayReturn();
    if (back) void confirm(back);
  }, []);

  useEffect(() => {
    if (!hydrated) return;
    let current = true;
    callApi<CartReply>('POST', '/api/payments/cart', { items })
      .then((result) => {
        if (!current) return;
        if (result.ok) setPriced(result.data);
        else setError(result.error ?? t('payments.cart.loadFailed'));
      })
      .catch(() => current && setError(t('errors.network')));
    return () => {
      current = false;
    };
  }, [hydrated, JSON.stringify(items)]);

  async function confirm({ transactionId, success }: { transactionId: string; success: boolean }) {
    if (!success) return setOutcome({ kind: 'failed', message: t('payments.cart.failed') });
    setBusy('confirm');
    let leaving = false;
    try {
      const result = await callApi<TCreatePaymentReply>('POST', '/api/payments/create_payment', { action: 'register', items: [], transaction_id: transactionId });
      if (result.ok && result.data && 'completed' in result.data) {
        // Paid: the thank-you page shows the order, its receipt and where to start.
        leaving = true;
        saveCart([]);
        window.location.assign(thankYouPath(transactionId));
        return;
      }
      setOutcome({ kind: 'failed', message: result.error ?? t('payments.cart.failed') });
    } catch {
      setError(t('errors.network'));
    } finally {
      // Leaving for the thank-you page: "Confirming…" stays until it opens.
      if (!leaving) setBusy(null);
    }
  }

  function finish(courseIds: string[]) {
    const names = new Map((priced?.lines ?? []).flatMap((line) => (line.course ? [[line.course.id, line.course.name] as const] : [])));
    setOutcome({ kind: 'paid', courses: courseIds.map((id) => ({ id, name: names.get(id) ?? '' })) });
    saveCart([]);
  }

  async function checkout() {
    setBusy('checkout');
    setError(undefined);
    try {
      const result = await callApi<TCreatePaymentReply>('POST', '/api/payments/create_payment', { action: 'checkout', items });
      if (!result.ok || !result.data) return setError(result.error ?? t('payments.cart.failed'));
      if ('redirectUrl' in result.data) {
        window.location.assign(result.data.redirectUrl);
        return;
      }
      finish(result.data.courses);
    } catch {
      setError(t('errors.network'));
    } finally {
      setBusy((state) => (state === 'checkout' ? null : state));
    }
  }

  const buyable = priced?.lines.filter((line) => !line.refusal) ?? [];
  return (
    <section aria-labelledby="cart-heading" className="cart">
      <h1 id="cart-heading">{t('payments.cart.title')}</h1>
      <div role="status" aria-live="polite">
        {busy === 'confirm' ? <p>{t('payments.cart.confirming')}</p> : null}
        {outcome?.kind === 'paid' ? (
          <div className="notice success" data-testid="cart-paid">
            <p>{t('payments.cart.paid')}</p>
            <ul>
              {outcome.courses.map((course) => (
                <li key={course.id}>
                  <a href={`/courses/${course.id}`}>{course.name ? t('payments.cart.open', { name: course.name }) : t('payments.cart.registered')}</a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {outcome?.kind === 'failed' ? (
          <p className="notice error" data-testid="cart-failed">
            {outcome.message}
          </p>
        ) : null}
      </div>
      {!hydrated ? null : items.length === 0 ? (
        outcome?.kind === 'paid' || busy === 'confirm' ? null : (
          <p className="muted" data-testid="cart-empty">
            {t('payments.cart.empty')} <a href="/courses">{t('payments.cart.browse')}</a>
          </p>
        )
      ) : (
        <>
          <ul className="cart-lines">
            {items.map((item) => {
              const line = priced?.lines.find((entry) => sameItem(entry.item, item));
              const name = line?.course?.name ?? '…';
              return (
                <li key={JSON.stringify(item)} data-testid="cart-line" className="cart-line">
                  <span className="cart-line-name">{name}</span>
                  <span className="cart-line-price">
                    {line?.course ? (line.course.price.price > 0 ? `${formatEgp(line.course.price.price, language)} · ${t(`catalogue.per.${line.course.price.per}`)}` : t('payments.cart.free')) : null}
                  </span>
                  {line?.refusal ? <span className="notice error">{line.refusal}</span> : null}
                  <button type="button" className="secondary" disabled={!hydrated || busy !== null} onClick={() => saveCart(items.filter((other) => !sameItem(other, item)))}>
                    {t('payments.cart.remove', { name })}
                  </button>
                </li>
              );
            })}
          </ul>
          <p className="cart-total">
            {t('payments.cart.total')}: <strong data-testid="cart-total">{priced ? formatEgp(priced.total, language) : '…'}</strong>
          </p>
          {signedIn ? (
            <button type="button" disabled={!hydrated || busy !== null || buyable.length === 0 || buyable.length !== priced?.lines.length} onClick={() => void checkout()}>
              {busy === 'checkout' ? t('payments.cart.checkingOut') : t('payments.cart.checkout')}
            </button>
          ) : (
            <a className="button" href={withReturnPath('/sign-in', '/cart')}>
              {t('payments.cart.signInToPay')}
            </a>
          )}
        </>
      )}
      <FormAlert message={error} />
    </section>
  );
}

export default withCrashScreenAndTexts(textsOf, CartPage);
