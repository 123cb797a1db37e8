import { describe, expect, it } from 'vitest';
import { paymentMismatch, type PricedCheckout, type ReportedOrder } from './payment-match';

const SITE = '11111111-1111-4111-8111-111111111111';
const BUYER = '22222222-2222-4222-8222-222222222222';
const CHEAP = '33333333-3333-4333-8333-333333333333';
const DEAR = '44444444-4444-4444-8444-444444444444';
const INVOICE = '55555555-5555-4555-8555-555555555555';

const pricedCourses: PricedCheckout = {
  kind: 'courses',
  tenantId: SITE,
  buyerId: BUYER,
  cartId: 'cart_1',
  currency: 'egp',
  total: 1_000,
  lines: [
    { courseId: CHEAP, price: 400, per: 'lifetime' },
    { courseId: DEAR, price: 600, per: 'month' },
  ],
  invoiceId: null,
};

const paidCourses: ReportedOrder = {
  cartId: 'cart_1',
  tenantId: SITE,
  userId: BUYER,
  currency: 'egp',
  total: 10,
  amountPaid: 10,
  lines: [
    { courseId: DEAR, price: 6, per: 'month' },
    { courseId: CHEAP, price: 4, per: 'lifetime' },
  ],
  invoiceId: null,
};

const pricedInvoice: PricedCheckout = { ...pricedCourses, kind: 'invoice', total: 2_499_000, lines: [], invoiceId: INVOICE };
const paidInvoice: ReportedOrder = { ...paidCourses, total: 24_990, amountPaid: 24_990, lines: [], invoiceId: INVOICE };

describe('paymentMismatch', () => {
  it('accepts exactly what was priced, lines in any order, and a cart not yet known', () => {
    expect(paymentMismatch(pricedCourses, paidCourses)).toBeNull();
    expect(paymentMismatch({ ...pricedCourses, cartId: null }, paidCourses)).toBeNull();
    expect(paymentMismatch(pricedInvoice, paidInvoice)).toBeNull();
  });

  it.each<[string, PricedCheckout | null, ReportedOrder, string]>([
    ['a cart Halaqa never priced', null, paidCourses, 'not-priced'],
    ['another cart’s pricing', pricedCourses, { ...paidCourses, cartId: 'cart_2' }, 'other-cart'],
    ['another site named in the metadata', pricedCourses, { ...paidCourses, tenantId: '99999999-9999-4999-8999-999999999999' }, 'other-site'],
    ['another buyer named in the metadata', pricedCourses, { ...paidCourses, userId: '99999999-9999-4999-8999-999999999999' }, 'other-buyer'],
    ['a line rewritten to another course at the paid price', pricedCourses, { ...paidCourses, lines: [{ courseId: DEAR, price: 6, per: 'month' }, { courseId: DEAR, price: 4, per: 'lifetime' }] }, 'lines'],
    ['a line rewritten to another period', pricedCourses, { ...paidCourses, lines: [{ courseId: DEAR, price: 6, per: 'lifetime' }, { courseId: CHEAP, price: 4, per: 'lifetime' }] }, 'lines'],
    ['a line added at no cost', pricedCourses, { ...paidCourses, lines: [...paidCourses.lines, { courseId: DEAR, price: 0, per: 'year' }] }, 'lines'],
    ['less paid than priced', pricedCourses, { ...paidCourses, amountPaid: 9.99 }, 'amount'],
    ['a total that is not the priced one', pricedCourses, { ...paidCourses, total: 20 }, 'amount'],
    ['a course payment that names an invoice', pricedCourses, { ...paidCourses, invoiceId: INVOICE }, 'kind'],
    ['an invoice priced, a course order paid', { ...pricedInvoice, total: 1_000 }, paidCourses, 'kind'],
    ['another invoice', pricedInvoice, { ...paidInvoice, invoiceId: '66666666-6666-4666-8666-666666666666' }, 'invoice'],
    ['an invoice order with a course line', pricedInvoice, { ...paidInvoice, lines: [{ courseId: DEAR, price: 0, per: 'lifetime' }] }, 'invoice'],
  ])('refuses %s', (_case, priced, order, reason) => {
    expect(paymentMismatch(priced, order)).toBe(reason);
  });

  it('refuses a currency other than the one priced', () => {
    expect(paymentMismatch(pricedCourses, { ...paidCourses, currency: 'usd' as 'egp' })).toBe('currency');
  });
});
