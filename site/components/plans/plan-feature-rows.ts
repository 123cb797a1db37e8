import type { Translate } from '@halaqa/shared/i18n/index';
import { numberLocaleOf } from '@halaqa/shared/money';
import { PLAN_LIMITS, UPGRADE_FEATURES, type TPlan, type TPlanFeature } from '@halaqa/shared/plans';

export interface FeatureRow {
  feature: TPlanFeature;
  label: string;
  /** What `plan` gives of the feature, in the reader's language. */
  value: string;
  blocked: boolean;
  highlighted: boolean;
}

const GB = 1024 ** 3;

/** A count or, for storage, a size in bytes, written for the reader (Arabic digits in Arabic). */
export function formatAmount(feature: TPlanFeature, amount: number, language: string): string {
  const locale = numberLocaleOf(language);
  if (feature !== 'storage') return new Intl.NumberFormat(locale).format(amount);
  const [unit, size] = amount >= GB ? (['gigabyte', amount / GB] as const) : (['megabyte', amount / 1024 ** 2] as const);
  return new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 1 }).format(size);
}

function valueOf(feature: TPlanFeature, plan: TPlan, t: Translate, language: string): string {
  const limits = PLAN_LIMITS[plan];
  const counted = (limit: number | null, atLeast?: number) => {
    if (limit !== null) return formatAmount(feature, limit, language);
    return atLeast === undefined ? t('plans.values.unlimited') : t('plans.values.atLeast', { value: formatAmount(feature, atLeast, language) });
  };
  switch (feature) {
    case 'projects':
      return counted(limits.projects);
    case 'admin_accounts':
      return counted(limits.adminAccounts, limits.shownAsAtLeast.adminAccounts);
    case 'users':
      return counted(limits.users);
    case 'storage':
      return counted(limits.storageBytes, limits.shownAsAtLeast.storageBytes);
    case 'meetings':
      return limits.meetingHours === 0 ? t('plans.values.notIncluded') : counted(limits.meetingHours);
    case 'ai_features':
      return t(limits.ai === 'none' ? 'plans.values.aiNone' : limits.ai === 'all' ? 'plans.values.aiAll' : 'plans.values.aiSummary');
    case 'custom_domain':
      return t(limits.customDomain ? 'plans.values.included' : 'plans.values.notIncluded');
    case 'commission':
      return new Intl.NumberFormat(numberLocaleOf(language), { style: 'percent' }).format(limits.commission);
  }
}

/**
 * The upgrade dialog's list (platform-core §6): its features with what `plan` gives of each, the
 * blocked one first and the first three highlighted. Without a blocked feature (the plans'
 * comparison), the dialog's order.
 */
export function featureRows(plan: TPlan, blocked: TPlanFeature | null, t: Translate, language: string): FeatureRow[] {
  const order: TPlanFeature[] = blocked ? [blocked, ...UPGRADE_FEATURES.filter((feature) => feature !== blocked)] : [...UPGRADE_FEATURES];
  return order.map((feature, index) => ({
    feature,
    label: t(`plans.features.${feature}`),
    value: valueOf(feature, plan, t, language),
    blocked: feature === blocked,
    highlighted: index < 3,
  }));
}
