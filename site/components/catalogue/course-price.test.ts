import { describe, expect, it } from 'vitest';
import { translatorFor } from '@halaqa/shared/i18n/index';
import { coursePriceText } from './course-price';

describe('coursePriceText', () => {
  it.each([
    ['en', { price: 0, per: 'month' }, { amount: 'Free', unit: '' }],
    ['en', { price: 300, per: 'month' }, { amount: 'EGP 300', unit: 'per month' }],
    ['en', { price: 99.5, per: 'lifetime' }, { amount: 'EGP 99.50', unit: 'lifetime access' }],
    ['fr', { price: 1500, per: 'year' }, { amount: '1 500 EGP', unit: 'par an' }],
    ['ar', { price: 0, per: 'lifetime' }, { amount: 'مجانًا', unit: '' }],
  ] as const)('%s %o', (language, price, expected) => {
    const text = coursePriceText(price, language, translatorFor(language));
    // Intl separates with narrow or non-breaking spaces depending on the language.
    expect({ amount: text.amount.replace(/[\u00a0\u202f]/g, ' '), unit: text.unit }).toEqual(expected);
  });

  it('writes Arabic amounts with the Egyptian pound sign', () => {
    const { amount, unit } = coursePriceText({ price: 250, per: 'week' }, 'ar', translatorFor('ar'));
    expect(amount).toMatch(/250|٢٥٠/);
    expect(amount).toContain('ج.م.');
    expect(unit).toBe('في الأسبوع');
  });
});
