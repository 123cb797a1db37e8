import type { ReactNode } from 'react';
import type { Language, Translate } from '@halaqa/shared/i18n/index';
import { formatEgp } from '@halaqa/shared/money';
import { PLAN_PRICES, PLANS, type TBillingCycle, type TPlan } from '@halaqa/shared/plans';
import { featureRows } from './plan-feature-rows';

export interface PlanComparisonProps {
  t: Translate;
  language: Language;
  currentPlan: TPlan;
  /** The plan the upgrade dialog suggested (`?plan=`), marked as such. */
  suggestedPlan: TPlan | null;
  cycle: TBillingCycle;
  onCycle: (cycle: TBillingCycle) => void;
  /** What the owner can do with each plan (choose it, keep it…), under its price. */
  actionOf: (plan: TPlan) => ReactNode;
}

/** The subscription page's comparison of the plans (issue #12), monthly or yearly prices in EGP. */
export function PlanComparison({ t, language, currentPlan, suggestedPlan, cycle, onCycle, actionOf }: PlanComparisonProps) {
  const priceOf = (plan: TPlan) => {
    const price = PLAN_PRICES[plan][cycle];
    if (price === 0) return t('plans.subscription.noCharge');
    return t(cycle === 'monthly' ? 'plans.subscription.perMonth' : 'plans.subscription.perYear', { price: formatEgp(price, language) });
  };
  return (
    <div className="plan-comparison">
      <fieldset className="plan-cycle">
        <legend>{t('plans.subscription.billing')}</legend>
        {(['monthly', 'yearly'] as const).map((option) => (
          <label key={option}>
            <input type="radio" name="billing-cycle" value={option} checked={cycle === option} onChange={() => onCycle(option)} />
            {t(`plans.subscription.${option}`)}
          </label>
        ))}
      </fieldset>
      <div className="plan-cards">
        {PLANS.map((plan) => (
          <section key={plan} className="plan-card" data-testid={`plan-${plan}`} aria-labelledby={`plan-${plan}-name`} data-current={plan === currentPlan || undefined}>
            <h3 id={`plan-${plan}-name`}>{t(`plans.names.${plan}`)}</h3>
            {plan === currentPlan ? <span className="badge">{t('plans.subscription.yourPlan')}</span> : null}
            {plan === suggestedPlan && plan !== currentPlan ? <span className="badge">{t('plans.subscription.suggested')}</span> : null}
            <p className="plan-price" data-testid="plan-price">
              {priceOf(plan)}
            </p>
            {actionOf(plan)}
            <dl>
              {featureRows(plan, null, t, language).map((row) => (
                <div key={row.feature}>
                  <dt>{row.label}</dt>
                  <dd>{row.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
    </div>
  );
}
