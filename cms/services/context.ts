import type { Payload, PayloadRequest } from 'payload';
import { platformLog, type Log } from './log/platform-log';
import type { SiteTenant } from './tenants/site-tenant';

/**
 * What scoping by site needs: the Payload instance and the site's id, nothing else of it. Code
 * that only reads and writes a site's rows (the data accessor, invoices, plan limits) takes this,
 * so a collection hook or the renewal pass, which know a site by its id, need not read the site.
 */
export interface TenantScope {
  payload: Payload;
  tenant: Pick<SiteTenant, 'id'>;
  /**
   * The unit of work the context is inside, when it is (unit-of-work.ts, `transaction`): the
   * data accessor made from this context runs on it, so nothing needs to pass `req` by hand.
   */
  readonly req?: PayloadRequest;
  /**
   * The request's logger (its id, tenant and user on every line) when the site made the context;
   * contexts made elsewhere (a job, the CLI, a test) have none, and `logOf` names the tenant.
   */
  readonly log?: Log;
}

/** Where a use case writes what an operator must see: the request's logger, or the platform's naming the tenant. */
export function logOf(ctx: TenantScope): Log {
  return ctx.log ?? platformLog.child({ tenantId: ctx.tenant.id });
}

/** What every tenant-scoped use case receives: the Payload instance and the request's tenant (without its secrets). */
export interface TenantContext extends TenantScope {
  tenant: SiteTenant;
}

/** Relationship values arrive as an id (depth 0) or a document (depth ≥ 1). */
export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}
