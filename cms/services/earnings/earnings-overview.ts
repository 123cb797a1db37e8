import { lastMonths, type TPayoutMethod } from '@halaqa/shared/payouts';
import { sql } from '@payloadcms/db-postgres';
import type { TenantContext } from '../context';
import { tenantDb } from '../tenant-db';
import type { Actor } from '../users/actor';
import { balancesOf } from './balances';
import { payoutMethodOf } from './payout-method';
import { payoutView, type PayoutView } from './payout-view';

/** The chart shows this many months, the current one last. */
export const CHART_MONTHS = 12;

export interface CourseEarnings {
  /** Null once the course is deleted: its earnings stay, under the name it was sold by. */
  id: string | null;
  name: string;
  /** Sales not refunded, all time. */
  sales: number;
  /** EGP in pounds, all time. */
  earned: number;
  /** EGP in pounds per month of `months`. */
  byMonth: number[];
}

/** GET /api/teacher/earnings: the caller's own money, amounts in pounds. */
export interface EarningsOverview {
  balance: number;
  earned: number;
  pending: number;
  paidOut: number;
  months: string[];
  courses: CourseEarnings[];
  payouts: PayoutView[];
  method: TPayoutMethod | null;
}

const pounds = (piastres: number) => piastres / 100;

/** What each of the trainer's courses earned them, per month (UTC), refunds left out (partial ones in proportion). */
async function courseEarnings(ctx: TenantContext, userId: string, months: string[]): Promise<CourseEarnings[]> {
  const { rows } = await tenantDb(ctx).execute(sql`
    SELECT e.course_id, coalesce(c.name, e.course_name, '') AS name, to_char(e.created_at AT TIME ZONE 'UTC', 'YYYY-MM') AS month, count(*) AS sales, sum(e.earning - e.earning_refunded) AS earned
    FROM earnings e LEFT JOIN courses c ON c.id = e.course_id AND c.tenant_id = e.tenant_id
    WHERE e.tenant_id = ${ctx.tenant.id} AND e.beneficiary_id = ${userId} AND e.reversed_at IS NULL
    GROUP BY 1, 2, 3`);
  // Summed in piastres (integers) and shown in pounds, so no float error creeps into a total.
  const byCourse = new Map<string, CourseEarnings>();
  for (const row of rows as { course_id: string | null; name: string; month: string; sales: string; earned: string }[]) {
    // Deleted courses are told apart by the names they were sold under.
    const key = row.course_id ?? `deleted:${row.name}`;
    let course = byCourse.get(key);
    if (!course) {
      course = { id: row.course_id, name: row.name, sales: 0, earned: 0, byMonth: months.map(() => 0) };
      byCourse.set(key, course);
    }
    course.sales += Number(row.sales);
    course.earned += Number(row.earned);
    const index = months.indexOf(row.month);
    if (index >= 0) course.byMonth[index]! += Number(row.earned);
  }
  return [...byCourse.values()]
    .sort((a, b) => b.earned - a.earned)
    .map((course) => ({ ...course, earned: pounds(course.earned), byMonth: course.byMonth.map(pounds) }));
}

export async function earningsOverview(ctx: TenantContext, actor: Actor, now = new Date()): Promise<EarningsOverview> {
  const months = lastMonths(now, CHART_MONTHS);
  const [balances, courses, payouts, method] = await Promise.all([
    balancesOf(ctx, actor.id),
    courseEarnings(ctx, actor.id, months),
    // Only the caller's own payouts.
    tenantDb(ctx).find({ collection: 'payouts', where: { beneficiary: { equals: actor.id } }, sort: '-requestedAt', limit: 100 }),
    payoutMethodOf(ctx, actor.id),
  ]);
  return {
    balance: pounds(balances.balance),
    earned: pounds(balances.earned),
    pending: pounds(balances.pending),
    paidOut: pounds(balances.paidOut),
    months,
    courses,
    payouts: payouts.docs.map(payoutView),
    method,
  };
}
