import type { PayloadRequest } from 'payload';
import type { TenantScope } from './context';
import { withTransaction } from './transaction';

/** A context inside a unit of work: its accessor, and every service given it, run on the transaction. */
export type InTransaction<C extends TenantScope> = C & { readonly req: PayloadRequest };

/**
 * Runs `work` in one database transaction and gives it the same context with the transaction in
 * it: `tenantDb(tx)` and every service called with `tx` take part, and a throw rolls all of it
 * back. Called inside another unit of work, it joins that one instead of opening a second (a
 * service that needs a transaction can ask for one without knowing whether its caller has one).
 *
 * A free function rather than a method of the context: contexts are plain data made in many
 * places (each request, each job, the CLI, the tests), and stay so.
 */
export async function transaction<C extends TenantScope, T>(ctx: C, work: (tx: InTransaction<C>) => Promise<T>): Promise<T> {
  if (ctx.req && (await ctx.req.transactionID) !== undefined) return work(ctx as InTransaction<C>);
  return withTransaction(ctx.payload, (req) => work({ ...ctx, req }));
}
