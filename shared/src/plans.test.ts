import { describe, expect, it } from 'vitest';
import { countLimitOffer, lockedFeatureOffer, PLAN_LIMITS, PLAN_PRICES, PLANS, suggestedPlanFor } from './plans';

describe('the plans table', () => {
  it('has the upgrade dialog’s limits (platform-core §9)', () => {
    expect(PLAN_LIMITS.free).toMatchObject({ projects: 1, adminAccounts: 1, users: 25, storageBytes: 500 * 1024 ** 2, meetingHours: 0, commission: 0.2, ai: 'none' });
    expect(PLAN_LIMITS.basic).toMatchObject({ projects: 10, adminAccounts: 2, users: 50, storageBytes: 5 * 1024 ** 3, meetingHours: 300, commission: 0.1, ai: 'transcription-summary' });
    expect(PLAN_LIMITS.pro).toMatchObject({ projects: 50, adminAccounts: 5, users: 1000, storageBytes: 15 * 1024 ** 3, meetingHours: 1200, commission: 0.05, ai: 'all', removableBranding: true });
    expect(PLAN_LIMITS.enterprise).toMatchObject({ projects: null, users: null, commission: 0, shownAsAtLeast: { adminAccounts: 10, storageBytes: 30 * 1024 ** 3 } });
  });

  it('prices a year below twelve months, and each plan above the one before', () => {
    for (const plan of PLANS.slice(1)) expect(PLAN_PRICES[plan].yearly).toBeLessThan(PLAN_PRICES[plan].monthly * 12);
    const monthly = PLANS.map((plan) => PLAN_PRICES[plan].monthly);
    expect([...monthly].sort((a, b) => a - b)).toEqual(monthly);
  });
});

describe('suggestedPlanFor', () => {
  it('suggests pro to free and basic, enterprise to the others', () => {
    expect(PLANS.map(suggestedPlanFor)).toEqual(['pro', 'pro', 'enterprise', 'enterprise']);
  });
});

describe('countLimitOffer', () => {
  it('lets a count grow up to the limit, then offers the upgrade with the usage', () => {
    expect(countLimitOffer('free', 'projects', 0)).toBeNull();
    expect(countLimitOffer('free', 'projects', 1)).toEqual({ featureName: 'projects', currentPlan: 'free', usageLimit: 1, currentUsage: 1, suggestedPlan: 'pro' });
    expect(countLimitOffer('basic', 'admin_accounts', 2)).toMatchObject({ usageLimit: 2, suggestedPlan: 'pro' });
  });

  it('counts what is being added (an upload’s bytes), and suggests a plan large enough', () => {
    const mb = 1024 ** 2;
    expect(countLimitOffer('free', 'storage', 400 * mb, 100 * mb)).toBeNull();
    expect(countLimitOffer('free', 'storage', 400 * mb, 101 * mb)).toMatchObject({ usageLimit: 500 * mb, currentUsage: 400 * mb, suggestedPlan: 'pro' });
    expect(countLimitOffer('free', 'storage', 20 * 1024 * mb)).toMatchObject({ suggestedPlan: 'enterprise' });
  });

  it('never limits enterprise', () => {
    expect(countLimitOffer('enterprise', 'users', 1_000_000)).toBeNull();
  });
});

describe('lockedFeatureOffer', () => {
  it('gives summaries from basic and quiz generation from pro, and offers pro to the plans without', () => {
    expect(lockedFeatureOffer('free', { ai: 'summary' })).toEqual({ featureName: 'ai_features', currentPlan: 'free', suggestedPlan: 'pro' });
    expect(lockedFeatureOffer('basic', { ai: 'summary' })).toBeNull();
    expect(lockedFeatureOffer('basic', { ai: 'quiz' })).toEqual({ featureName: 'ai_features', currentPlan: 'basic', suggestedPlan: 'pro' });
    expect(lockedFeatureOffer('pro', { ai: 'quiz' })).toBeNull();
    expect(lockedFeatureOffer('enterprise', { ai: 'quiz' })).toBeNull();
  });

  it('locks meetings on free only', () => {
    expect(lockedFeatureOffer('free', 'meetings')).toEqual({ featureName: 'meetings', currentPlan: 'free', suggestedPlan: 'pro' });
    expect(PLANS.slice(1).map((plan) => lockedFeatureOffer(plan, 'meetings'))).toEqual([null, null, null]);
  });
});
