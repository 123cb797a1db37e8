/*
 * The hosted unified checkout page (`GET /unifiedcheckout/?publicKey=&clientSecret=`) and its
 * form's submission (`POST /unifiedcheckout/pay`), which pays the intention like Paymob: the
 * processed callback (and, for a saved card, the card token callback) first, then the browser's
 * redirect to the intention's redirection_url with the signed query string.
 */
import { type Intention, PAYMOB_TEST_CARD, type PaymobAccount } from './paymob-stub-account';
import { PaymobHttpError } from './paymob-stub-http';
import { saveCard } from './paymob-stub-saved-cards';
import { flatten } from './paymob-stub-signing';
import { payIntention } from './paymob-stub-transactions';

/** The page's Content-Security-Policy: no script, inline styles only. */
export const CHECKOUT_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'";

const htmlEscape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** An intention the hosted page takes: made with a card integration, not only the MOTO one. */
export function payableOnPage(account: PaymobAccount, clientSecret: string | null, publicKey: string | null): Intention {
  const intention = account.intentions.get(clientSecret ?? '');
  if (!intention || publicKey !== account.publicKey || !intention.methods.some((id) => account.integrationIds.includes(id))) throw new PaymobHttpError(404, 'Not found.');
  return intention;
}

/** The page's HTML: the amount, and a card form posting to `/unifiedcheckout/pay`. */
export function checkoutPage(intention: Intention, publicKey: string): string {
  const pounds = (intention.amount / 100).toFixed(2);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Paymob checkout (test double)</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; padding-block: 2rem; padding-inline: 1rem; background: #f4f6fa; color: #1b1f29; }
  main { max-inline-size: 26rem; margin-inline: auto; background: #fff; border-radius: .5rem; padding: 1.5rem; }
  label { display: block; margin-block-start: 1rem; font-weight: 600; }
  input { box-sizing: border-box; inline-size: 100%; font: inherit; padding: .5rem; border: 1px solid #6b7280; border-radius: .25rem; }
  .row { display: flex; gap: 1rem; } .row > div { flex: 1; }
  button { margin-block-start: 1.5rem; inline-size: 100%; font: inherit; font-weight: 600; padding: .75rem; border: 0; border-radius: .25rem; background: #1646c8; color: #fff; cursor: pointer; }
  :focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
  .hint { font-size: .875rem; color: #4b5563; }
  .save { display: flex; align-items: center; gap: .5rem; margin-block-start: 1rem; }
  .save input { inline-size: 1.25rem; block-size: 1.25rem; margin: 0; }
  .save label { margin: 0; font-weight: 400; }
</style>
</head>
<body>
<main>
  <h1>Pay ${htmlEscape(pounds)} ${htmlEscape(intention.currency)}</h1>
  <p class="hint">Paymob test double: card <bdi>${PAYMOB_TEST_CARD}</bdi> is approved, any other number is declined.</p>
  <form method="post" action="/unifiedcheckout/pay">
    <input type="hidden" name="clientSecret" value="${htmlEscape(intention.clientSecret)}">
    <input type="hidden" name="publicKey" value="${htmlEscape(publicKey)}">
    <label for="card-number">Card number</label>
    <input id="card-number" name="card_number" dir="ltr" inputmode="numeric" autocomplete="cc-number" required pattern="[0-9 ]{12,23}">
    <label for="card-name">Name on card</label>
    <input id="card-name" name="card_name" dir="auto" autocomplete="cc-name" required>
    <div class="row">
      <div><label for="card-expiry">Expiry (MM/YY)</label><input id="card-expiry" name="expiry" dir="ltr" autocomplete="cc-exp" required pattern="[0-9]{2}/[0-9]{2}"></div>
      <div><label for="card-cvv">CVV</label><input id="card-cvv" name="cvv" dir="ltr" inputmode="numeric" autocomplete="cc-csc" required pattern="[0-9]{3,4}"></div>
    </div>
    <div class="save"><input type="checkbox" id="save-card" name="save_card"><label for="save-card">Save my card for future payments</label></div>
    <button type="submit">Pay ${htmlEscape(pounds)} ${htmlEscape(intention.currency)}</button>
  </form>
</main>
</body>
</html>`;
}

/**
 * The form's submission: the test card pays, any other number is declined. Answers where the
 * browser is redirected (the intention's redirection_url with the transaction, signed).
 */
export async function pay(account: PaymobAccount, form: URLSearchParams): Promise<string> {
  const intention = payableOnPage(account, form.get('clientSecret'), form.get('publicKey'));
  if (intention.paidBy !== undefined) throw new PaymobHttpError(409, 'This intention has already been paid.');
  const cardNumber = (form.get('card_number') ?? '').replace(/\s+/g, '');
  const success = cardNumber === PAYMOB_TEST_CARD;
  const obj = await payIntention(account, intention, { success, pan: cardNumber.slice(-4) });
  // Paymob saves a card only with a payment that went through.
  if (success && form.get('save_card') === 'on') await account.deliver(String(intention.body.notification_url), saveCard(account, intention, cardNumber), 'TOKEN');
  const redirect = new URL(String(intention.body.redirection_url));
  const flat = flatten({ ...obj, order: obj.order.id, merchant_order_id: obj.order.merchant_order_id });
  for (const [key, value] of Object.entries(flat)) redirect.searchParams.set(key, value);
  redirect.searchParams.set('hmac', account.sign(obj));
  return redirect.href;
}
