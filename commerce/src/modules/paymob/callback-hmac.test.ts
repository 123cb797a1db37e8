import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyCardTokenCallback, verifyProcessedCallback, verifyRedirection } from './callback-hmac';

/**
 * Known vectors: the sample processed callback of Paymob's "HMAC Transaction Callback" page and
 * the concatenated string that page gives for it, signed here with node:crypto directly, so the
 * field order and value formatting are checked against the docs, not against our own code.
 */
const SECRET = 'E7F3B1A5D2C94A8B';
const DOCS_CONCATENATED =
  '1000002024-06-13T11:33:44.592345EGPfalsefalse1920364654097558truefalsefalsefalsetruefalse217503754302852false2346MasterCardcardtrue';
const sign = (text: string, secret = SECRET) => createHmac('sha512', secret).update(text).digest('hex');

const docsObj = () => ({
  id: 192036465,
  pending: false,
  amount_cents: 100000,
  success: true,
  is_auth: false,
  is_capture: false,
  is_standalone_payment: true,
  is_voided: false,
  is_refunded: false,
  is_3d_secure: true,
  integration_id: 4097558,
  has_parent_transaction: false,
  order: { id: 217503754, merchant_order_id: 'cart-17', shipping_data: null },
  created_at: '2024-06-13T11:33:44.592345',
  currency: 'EGP',
  error_occured: false,
  owner: 302852,
  source_data: { pan: '2346', type: 'card', sub_type: 'MasterCard' },
  special_reference: 'order-17',
});
const callback = (obj: Record<string, unknown>) => ({ type: 'TRANSACTION', obj });

const docsQuery = (overrides: Record<string, string> = {}) =>
  new URLSearchParams({
    id: '192036465',
    pending: 'false',
    amount_cents: '100000',
    success: 'true',
    is_auth: 'false',
    is_capture: 'false',
    is_standalone_payment: 'true',
    is_voided: 'false',
    is_refunded: 'false',
    is_3d_secure: 'true',
    integration_id: '4097558',
    has_parent_transaction: 'false',
    order: '217503754',
    created_at: '2024-06-13T11:33:44.592345',
    currency: 'EGP',
    error_occured: 'false',
    owner: '302852',
    'source_data.pan': '2346',
    'source_data.type': 'card',
    'source_data.sub_type': 'MasterCard',
    merchant_order_id: 'cart-17',
    hmac: sign(DOCS_CONCATENATED),
    ...overrides,
  });

const VERIFIED = {
  verified: true,
  transaction: {
    id: 192036465,
    orderId: 217503754,
    amountCents: 100000,
    currency: 'EGP',
    success: true,
    pending: false,
    // Cairo's clock in summer time (UTC+3): the sample's own card gateway times are 08:34 UTC.
    createdAt: [new Date('2024-06-13T08:33:44.592Z')],
    isRefunded: false,
    isVoided: false,
    hasParentTransaction: false,
  },
};

describe('Paymob callback HMAC', () => {
  it('verifies the docs sample processed callback (hmac in the query) and types its transaction', () => {
    expect(verifyProcessedCallback(callback(docsObj()), sign(DOCS_CONCATENATED), SECRET)).toEqual(VERIFIED);
  });

  it('reads a body-level hmac when the query has none, and accepts upper-case hex', () => {
    expect(verifyProcessedCallback({ ...callback(docsObj()), hmac: sign(DOCS_CONCATENATED).toUpperCase() }, null, SECRET)).toEqual(VERIFIED);
  });

  it('verifies the same transaction as a redirection query string', () => {
    expect(verifyRedirection(docsQuery(), SECRET)).toEqual(VERIFIED);
  });

  it('signs null values as nothing (a wallet payment has no card number)', () => {
    const obj = { ...docsObj(), source_data: { pan: null, type: 'wallet', sub_type: 'wallet' } };
    const text = DOCS_CONCATENATED.replace('2346MasterCardcard', 'walletwallet');
    expect(verifyProcessedCallback(callback(obj), sign(text), SECRET)).toMatchObject({ verified: true });
  });

  it.each([
    ['amount_cents', { amount_cents: 1 }],
    ['success', { success: false }],
    ['pending', { pending: true }],
    ['order.id', { order: { id: 217503755 } }],
    ['created_at', { created_at: '2024-06-13T11:39:44.592345' }],
    ['currency', { currency: 'USD' }],
  ])('refuses a processed callback whose %s was altered after signing', (_field, change) => {
    expect(verifyProcessedCallback(callback({ ...docsObj(), ...change }), sign(DOCS_CONCATENATED), SECRET)).toEqual({ verified: false, refusal: 'bad-hmac' });
  });

  it('refuses a redirection whose amount was altered, or signed with another secret', () => {
    expect(verifyRedirection(docsQuery({ amount_cents: '100' }), SECRET)).toEqual({ verified: false, refusal: 'bad-hmac' });
    expect(verifyRedirection(docsQuery({ hmac: sign(DOCS_CONCATENATED, 'another-secret') }), SECRET)).toEqual({ verified: false, refusal: 'bad-hmac' });
  });

  it('is not fooled by unsigned fields: changing merchant_order_id or special_reference keeps the same transaction', () => {
    const obj = { ...docsObj(), special_reference: 'someone-elses-order', order: { ...docsObj().order, merchant_order_id: 'cart-99' } };
    expect(verifyProcessedCallback(callback(obj), sign(DOCS_CONCATENATED), SECRET)).toEqual(VERIFIED);
  });

  it.each([
    ['no hmac at all', callback(docsObj()), undefined],
    ['an hmac that is not 128 hex digits', callback(docsObj()), 'abc'],
    ['a signed field missing', callback({ ...docsObj(), owner: undefined }), sign(DOCS_CONCATENATED)],
    ['not a transaction callback', { type: 'TOKEN', obj: docsObj() }, sign(DOCS_CONCATENATED)],
  ])('refuses %s', (_case, body, hmac) => {
    const result = verifyProcessedCallback(body, hmac, SECRET);
    expect(result.verified).toBe(false);
  });

  it('refuses a correctly signed transaction whose fields are not of their type', () => {
    const text = DOCS_CONCATENATED.replace('1000002024', 'lots2024');
    expect(verifyProcessedCallback(callback({ ...docsObj(), amount_cents: 'lots' }), sign(text), SECRET)).toEqual({ verified: false, refusal: 'malformed' });
  });
});

/**
 * The sample card token object of Paymob's "Create Card Token" page. The docs give no concatenated
 * string for it; this one is written out by hand in the assumed field order (card_subtype,
 * created_at, email, id, masked_pan, merchant_id, order_id, token: README.md), so the order is
 * pinned here apart from the code, and a sandbox callback that disagrees is one edit away.
 */
const TOKEN_DOCS_CONCATENATED = 'MasterCard2024-11-13T12:32:23.859982test@test.com8555026xxxx-xxxx-xxxx-2346246628264064419e98aceb96f5a370ddf46460db9d555f88bf12448f80e1839b39f78ab';
const tokenDocsBody = (changes: Record<string, unknown> = {}) => ({
  type: 'TOKEN',
  obj: {
    id: 8555026,
    token: 'e98aceb96f5a370ddf46460db9d555f88bf12448f80e1839b39f78ab',
    masked_pan: 'xxxx-xxxx-xxxx-2346',
    merchant_id: 246628,
    card_subtype: 'MasterCard',
    created_at: '2024-11-13T12:32:23.859982',
    email: 'test@test.com',
    order_id: '264064419',
    user_added: false,
    next_payment_intention: 'pi_test_2a9c29ead1734ce8ad09ae4936019992',
    ...changes,
  },
});
const SAVED_CARD = {
  verified: true,
  card: { token: 'e98aceb96f5a370ddf46460db9d555f88bf12448f80e1839b39f78ab', maskedPan: 'xxxx-xxxx-xxxx-2346', orderId: 264064419, email: 'test@test.com' },
};

describe('Paymob card token callback HMAC', () => {
  it('verifies the docs sample card token (hmac in the query, or in the body) and names the saved card and its order', () => {
    expect(verifyCardTokenCallback(tokenDocsBody(), sign(TOKEN_DOCS_CONCATENATED), SECRET)).toEqual(SAVED_CARD);
    expect(verifyCardTokenCallback({ ...tokenDocsBody(), hmac: sign(TOKEN_DOCS_CONCATENATED) }, null, SECRET)).toEqual(SAVED_CARD);
    // The order id as a number (as transactions carry it) signs the same digits.
    expect(verifyCardTokenCallback(tokenDocsBody({ order_id: 264064419 }), sign(TOKEN_DOCS_CONCATENATED), SECRET)).toEqual(SAVED_CARD);
  });

  it('does not sign user_added or next_payment_intention', () => {
    expect(verifyCardTokenCallback(tokenDocsBody({ user_added: true, next_payment_intention: null }), sign(TOKEN_DOCS_CONCATENATED), SECRET)).toEqual(SAVED_CARD);
  });

  it.each([
    ['token', { token: 'another-card' }],
    ['order_id', { order_id: '264064420' }],
    ['masked_pan', { masked_pan: 'xxxx-xxxx-xxxx-0000' }],
    ['email', { email: 'someone@else.test' }],
  ])('refuses a card token whose %s was altered after signing', (_field, change) => {
    expect(verifyCardTokenCallback(tokenDocsBody(change), sign(TOKEN_DOCS_CONCATENATED), SECRET)).toEqual({ verified: false, refusal: 'bad-hmac' });
  });

  it.each([
    ['another secret', tokenDocsBody(), sign(TOKEN_DOCS_CONCATENATED, 'another-secret'), 'bad-hmac'],
    ['no hmac', tokenDocsBody(), undefined, 'malformed'],
    ['a signed field missing', tokenDocsBody({ merchant_id: undefined }), sign(TOKEN_DOCS_CONCATENATED), 'malformed'],
    ['a transaction callback', callback(docsObj()), sign(DOCS_CONCATENATED), 'malformed'],
    ['an order id that is not a number', tokenDocsBody({ order_id: 'abc' }), sign(TOKEN_DOCS_CONCATENATED.replace('264064419', 'abc')), 'malformed'],
  ])('refuses %s', (_case, body, hmac, refusal) => {
    expect(verifyCardTokenCallback(body, hmac, SECRET)).toEqual({ verified: false, refusal });
  });
});
