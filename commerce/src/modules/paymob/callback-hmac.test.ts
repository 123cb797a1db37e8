import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyProcessedCallback, verifyRedirection } from './callback-hmac';

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
    createdAt: new Date('2024-06-13T11:33:44.592Z'),
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
