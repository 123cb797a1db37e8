import { PAYMOB_TEST_CARD } from './paymob-stub';
import type { SiteClient } from './site-client';

/**
 * Buying courses as a student's browser does, for tests of what a sale causes (issue #11):
 * checkout, the test double's hosted card page, and the buyer's return to /cart.
 */

/**
 * Pays on the test double's hosted page (with `saveCard`, the payer ticks "Save my card");
 * answers where the gateway sends the buyer back.
 */
export async function payOnGateway(paymobApiUrl: string, redirectUrl: string, { card = PAYMOB_TEST_CARD, saveCard = false }: { card?: string; saveCard?: boolean } = {}): Promise<URL> {
  const page = new URL(redirectUrl);
  const form = new URLSearchParams({ clientSecret: page.searchParams.get('clientSecret')!, publicKey: page.searchParams.get('publicKey')!, card_number: card, card_name: 'Test Buyer', expiry: '12/30', cvv: '123' });
  if (saveCard) form.set('save_card', 'on');
  const response = await fetch(`${paymobApiUrl}/unifiedcheckout/pay`, { method: 'POST', body: form, redirect: 'manual' });
  if (response.status !== 302) throw new Error(`The gateway's card page answered ${response.status}.`);
  return new URL(response.headers.get('location')!);
}

/**
 * Checks out, pays with the test card and confirms the return; throws unless the order is paid.
 * Answers the gateway's transaction id, which the thank-you page is found by.
 */
export async function buyCourses(client: SiteClient, courseIds: string[], paymobApiUrl: string): Promise<string> {
  const started = await client.json<{ redirectUrl?: string }>('POST', '/api/payments/create_payment', { action: 'checkout', items: courseIds.map((course_id) => ({ course_id })) });
  if (!started.body.redirectUrl) throw new Error(`Checkout answered ${started.status} ${JSON.stringify(started.body)}.`);
  const back = await payOnGateway(paymobApiUrl, started.body.redirectUrl);
  const transactionId = back.searchParams.get('id')!;
  const confirmed = await client.json('POST', '/api/payments/create_payment', { action: 'register', items: [], transaction_id: transactionId });
  if (confirmed.status !== 200) throw new Error(`The payment's confirmation answered ${confirmed.status} ${JSON.stringify(confirmed.body)}.`);
  return transactionId;
}

/** Polls `check` until it holds (background jobs: fulfilment, notices), then answers its last result. */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return check();
}
