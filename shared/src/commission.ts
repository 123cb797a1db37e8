import { z } from 'zod';
import { PLAN_LIMITS, type TPlan } from './plans';

/**
 * Splits a sale in piastres (integers, so sums are exact) into the platform's commission, the
 * selling site's plan's share (shared/src/plans.ts), and the trainer's earning (the site owner's
 * when the course names no trainer); the commission is rounded to the nearest piastre and the
 * earning gets the rest.
 */
export function splitSale(amountPiastres: number, plan: TPlan): { commission: number; earning: number } {
  z.number().int().nonnegative().parse(amountPiastres);
  const commission = Math.round(amountPiastres * PLAN_LIMITS[plan].commission);
  return { commission, earning: amountPiastres - commission };
}

/** Medusa stores EGP in pounds with up to two decimals; Halaqa's own records keep piastres. */
export function piastresOf(pounds: number): number {
  return Math.round(pounds * 100);
}
