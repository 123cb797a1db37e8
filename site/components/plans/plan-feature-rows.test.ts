import { describe, expect, it } from 'vitest';
import { catalogues, translatorFor } from '@halaqa/shared/i18n/index';
import { featureRows, formatAmount } from './plan-feature-rows';

describe('featureRows', () => {
  it('lists the dialog’s features with the blocked one first and the first three highlighted', () => {
    const rows = featureRows('pro', 'storage', translatorFor('en'), 'en');
    expect(rows.map((row) => row.feature)).toEqual(['storage', 'projects', 'admin_accounts', 'users', 'ai_features', 'custom_domain', 'commission']);
    expect(rows.map((row) => row.highlighted)).toEqual([true, true, true, false, false, false, false]);
    expect(rows.filter((row) => row.blocked).map((row) => row.feature)).toEqual(['storage']);
  });

  it('says what the plan gives, in the reader’s language', () => {
    const pro = Object.fromEntries(featureRows('pro', 'projects', translatorFor('en'), 'en').map((row) => [row.feature, row.value]));
    expect(pro).toEqual({ projects: '50', admin_accounts: '5', users: '1,000', storage: '15 GB', ai_features: catalogues.en.plans.values.aiAll, custom_domain: 'Included', commission: '5%' });
    const enterprise = Object.fromEntries(featureRows('enterprise', 'users', translatorFor('en'), 'en').map((row) => [row.feature, row.value]));
    expect(enterprise).toMatchObject({ projects: 'Unlimited', admin_accounts: '10+', storage: '30 GB+', commission: '0%' });
    const arabic = featureRows('pro', 'users', translatorFor('ar'), 'ar');
    expect(arabic[0]).toMatchObject({ label: 'المستخدمون', value: '١٬٠٠٠' });
  });

  it('puts a feature outside the dialog’s list (meetings) first too', () => {
    const rows = featureRows('free', 'meetings', translatorFor('en'), 'en');
    expect(rows[0]).toMatchObject({ feature: 'meetings', value: 'Not included', blocked: true });
    expect(rows).toHaveLength(8);
  });
});

describe('formatAmount', () => {
  it('writes storage in MB below a gigabyte and in GB above', () => {
    expect(formatAmount('storage', 500 * 1024 ** 2, 'en')).toBe('500 MB');
    expect(formatAmount('storage', 5 * 1024 ** 3 - 10, 'en')).toBe('5 GB');
    expect(formatAmount('projects', 12, 'ar')).toBe('١٢');
  });
});
