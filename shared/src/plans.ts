/**
 * The platform plans (platform-core §1, §6, §9; issue #12): what each allows and what it costs.
 * One table, read by the server where each limit is enforced, by the upgrade dialog and by the
 * subscription page. The spec gives two readings of the limits that disagree; this is the
 * upgrade dialog's reading (docs/decisions/plans-and-subscriptions.md says why).
 */
export const PLANS = ['free', 'basic', 'pro', 'enterprise'] as const;
export type TPlan = (typeof PLANS)[number];

/** Which AI features a plan has: none, transcription and lesson summary, or all of them. */
export type TAiFeatures = 'none' | 'transcription-summary' | 'all';

/** The AI calls a plan can allow: lesson summaries and transcription from basic, quiz generation only with all. */
export type TAiCall = 'summary' | 'transcription' | 'quiz';
const AI_CALLS_OF: Record<TAiFeatures, readonly TAiCall[]> = {
  none: [],
  'transcription-summary': ['summary', 'transcription'],
  all: ['summary', 'transcription', 'quiz'],
};

export interface PlanLimits {
  /** Courses and services together (the dialog's "projects"); null: unlimited. */
  projects: number | null;
  /** Admin accounts, the owner's included; null: unlimited. */
  adminAccounts: number | null;
  /** Users of the site, every role; null: unlimited. */
  users: number | null;
  /** Sum of the site's file sizes, in bytes; null: unlimited. */
  storageBytes: number | null;
  /** Live meeting hours a month; 0: no meetings; null: unlimited. */
  meetingHours: number | null;
  /** The share of each sale the platform keeps. */
  commission: number;
  ai: TAiFeatures;
  removableBranding: boolean;
  customDomain: boolean;
  /** Shown as "10+ admins", "30+ GB": enterprise is sized by contract, so nothing is enforced. */
  shownAsAtLeast: { adminAccounts?: number; storageBytes?: number };
}

const MB = 1024 * 1024;
const GB = 1024 * MB;

export const PLAN_LIMITS: Record<TPlan, PlanLimits> = {
  free: { projects: 1, adminAccounts: 1, users: 25, storageBytes: 500 * MB, meetingHours: 0, commission: 0.2, ai: 'none', removableBranding: false, customDomain: false, shownAsAtLeast: {} },
  basic: {
    projects: 10,
    adminAccounts: 2,
    users: 50,
    storageBytes: 5 * GB,
    meetingHours: 300,
    commission: 0.1,
    ai: 'transcription-summary',
    removableBranding: false,
    customDomain: true,
    shownAsAtLeast: {},
  },
  pro: { projects: 50, adminAccounts: 5, users: 1000, storageBytes: 15 * GB, meetingHours: 1200, commission: 0.05, ai: 'all', removableBranding: true, customDomain: true, shownAsAtLeast: {} },
  enterprise: {
    projects: null,
    adminAccounts: null,
    users: null,
    storageBytes: null,
    meetingHours: null,
    commission: 0,
    ai: 'all',
    removableBranding: true,
    customDomain: true,
    shownAsAtLeast: { adminAccounts: 10, storageBytes: 30 * GB },
  },
};

export const BILLING_CYCLES = ['monthly', 'yearly'] as const;
export type TBillingCycle = (typeof BILLING_CYCLES)[number];

/**
 * Prices in EGP (the spec shows none): a year costs ten months, two months free (≈ 17 % off).
 * Enterprise has a list price so it can be bought like the others; larger sites agree their own.
 */
export const PLAN_PRICES: Record<TPlan, Record<TBillingCycle, number>> = {
  free: { monthly: 0, yearly: 0 },
  basic: { monthly: 299, yearly: 2990 },
  pro: { monthly: 799, yearly: 7990 },
  enterprise: { monthly: 2499, yearly: 24990 },
};

/** The spec's suggested upgrade: free or basic suggests pro; any other plan, enterprise. */
export function suggestedPlanFor(current: TPlan): TPlan {
  return current === 'free' || current === 'basic' ? 'pro' : 'enterprise';
}

/** The features the upgrade dialog lists (spec §6), in its order. */
export const UPGRADE_FEATURES = ['projects', 'admin_accounts', 'users', 'storage', 'ai_features', 'custom_domain', 'commission'] as const;
/** A feature a refusal can name: the dialog's, and meetings (a plan without hours has none). */
export type TPlanFeature = (typeof UPGRADE_FEATURES)[number] | 'meetings';

/** The `upgrade` of a 402 refusal: what was blocked, on which plan, and what would allow it. */
export interface UpgradeOffer {
  featureName: TPlanFeature;
  currentPlan: TPlan;
  /** Present when a count or size ran out; absent when the plan lacks the feature. */
  usageLimit?: number;
  currentUsage?: number;
  suggestedPlan: TPlan;
}

/** The features limited by a count (or, for storage, a size in bytes). */
export const COUNTED_FEATURES = ['projects', 'admin_accounts', 'users', 'storage'] as const;
export type TCountedFeature = (typeof COUNTED_FEATURES)[number];

/** The limit a count-limited feature has on a plan (null: unlimited). */
export function countLimitOf(plan: TPlan, feature: TCountedFeature): number | null {
  const limits = PLAN_LIMITS[plan];
  switch (feature) {
    case 'projects':
      return limits.projects;
    case 'admin_accounts':
      return limits.adminAccounts;
    case 'users':
      return limits.users;
    case 'storage':
      return limits.storageBytes;
  }
}

/**
 * The offer when adding `adding` to `currentUsage` would pass the plan's limit for `feature`;
 * null when it fits. The suggested plan is the spec's, or a larger one if even that is too small.
 */
export function countLimitOffer(plan: TPlan, feature: TCountedFeature, currentUsage: number, adding = 1): UpgradeOffer | null {
  const limit = countLimitOf(plan, feature);
  if (limit === null || currentUsage + adding <= limit) return null;
  let suggested = suggestedPlanFor(plan);
  while (suggested !== 'enterprise') {
    const next = countLimitOf(suggested, feature);
    if (next === null || currentUsage + adding <= next) break;
    suggested = suggestedPlanFor(suggested);
  }
  return { featureName: feature, currentPlan: plan, usageLimit: limit, currentUsage, suggestedPlan: suggested };
}

/**
 * The offer when a plan lacks a whole feature (no usage to show): an AI call its plan does not
 * include, or meetings on a plan without meeting hours; null when the plan has it.
 */
export function lockedFeatureOffer(plan: TPlan, feature: { ai: TAiCall } | 'meetings'): UpgradeOffer | null {
  const has = feature === 'meetings' ? PLAN_LIMITS[plan].meetingHours !== 0 : AI_CALLS_OF[PLAN_LIMITS[plan].ai].includes(feature.ai);
  if (has) return null;
  return { featureName: feature === 'meetings' ? 'meetings' : 'ai_features', currentPlan: plan, suggestedPlan: suggestedPlanFor(plan) };
}
