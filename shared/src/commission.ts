import { z } from 'zod';

/** The platform plans (platform-core §9); the plans issue adds their limits beside this table. */
export const PLANS = ['free', 'basic', 'pro', 'enterprise'] as const;
export type TPlan = (typeof PLANS)[number];

/**
 * The share of each sale the platform keeps, by the selling site's plan (issue #11). The rest is
 * the trainer's earning (the site owner's when the course names no trainer).
 */
export const PLATFORM_COMMISSION: Record<TPlan, number> = { free: 0.2, basic: 0.1, pro: 0.05, enterprise: 0 };

/**
 * Splits a sale in piastres (integers, so sums are exact) into the platform's commission and the
 * earning; the commission is rounded to the nearest piastre and the earning gets the rest.
 */
export function splitSale(amountPiastres: number, plan: TPlan): { commission: number; earning: number } {
  z.number().int().nonnegative().parse(amountPiastres);
  const commission = Math.round(amountPiastres * PLATFORM_COMMISSION[plan]);
  return { commission, earning: amountPiastres - commission };
}

/** Medusa stores EGP in pounds with up to two decimals; Halaqa's own records keep piastres. */
export function piastresOf(pounds: number): number {
  return Math.round(pounds * 100);
}
