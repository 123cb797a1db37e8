import type { Order } from '../../payload-types';
import type { TenantContext } from '../context';
import { tenantDb } from '../tenant-db';
import type { Actor } from '../users/actor';
import { assertOwner } from './order-scope';

export interface OrderView {
  id: string;
  /** The buyer's account, or its name and email as paid once it is deleted (id null). */
  buyer: { id: string | null; name: string; email: string };
  /** Each course, or its name as bought once it is deleted (id null). */
  courses: { id: string | null; name: string }[];
  /** EGP in pounds. */
  total: number;
  status: Order['status'];
  /** EGP in pounds refunded so far, in full or in part. */
  refunded: number;
  /** Whether the gateway has yet to make some of `refunded` (the order-refund job). */
  refundUnderWay: boolean;
  paidAt: string;
  refundedAt: string | null;
}

/** The site's paid orders, newest first, for its owner (the refund list of the site's admin). */
export async function listOrders(ctx: TenantContext, actor: Actor): Promise<OrderView[]> {
  assertOwner(actor);
  // Depth 1: each order with its buyer and courses.
  const { docs } = await tenantDb(ctx).find({ collection: 'orders', sort: '-paidAt', limit: 200, depth: 1 });
  return docs.map((order) => ({
    id: order.id,
    buyer: order.user && typeof order.user === 'object' ? { id: order.user.id, name: order.user.name, email: order.user.email } : { id: null, name: order.buyerName ?? '', email: order.buyerEmail ?? '' },
    courses: order.lines.map((line) => (line.course && typeof line.course === 'object' ? { id: line.course.id, name: line.course.name } : { id: null, name: line.courseName ?? '' })),
    total: order.total / 100,
    status: order.status,
    refunded: order.refunded / 100,
    refundUnderWay: order.refundConfirmed < order.refunded,
    paidAt: order.paidAt,
    refundedAt: order.refundedAt ?? null,
  }));
}
