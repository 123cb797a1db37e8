/**
 * The ratchet of direct data access in services (checked by direct-data-access.test.ts).
 *
 * Services reach Payload and SQL through the tenant-scoped data accessor, `tenantDb(ctx)`
 * in tenant-db.ts, which adds the request's tenant to every query (ARCHITECTURE.md, "Layout").
 * The files below predate it: each may make at most the number of direct calls written beside
 * it (Payload's Local API, `payload.db`, `sqlDatabaseOf(`, drizzle) until it is moved onto the
 * accessor. The list only shrinks: the test fails when a file not listed makes a direct call,
 * when a listed file makes more, and when it makes fewer than listed (lower the number, or
 * remove the file at 0). Do not add to it: new code (commerce, booking, AI and the rest) starts
 * on the accessor.
 *
 * Files marked platform-wide work across sites (the operator, billing, a tenant not yet known),
 * and those marked "the site's own row" read or write the tenants row itself, which has no tenant
 * to scope by: they wait for an accessor of their own rather than for tenantDb. Where plans/ is
 * called with only a tenant id (collection hooks, the renewal pass) it builds its context with
 * plans/id-only-context. courses/ is wholly on the accessor.
 */
export const NOT_YET_ON_THE_ACCESSOR: Readonly<Record<string, number>> = {
  'commerce/commerce-events.ts': 1, // platform-wide: Medusa's events, recorded for the site they name
  'commerce/commerce-store.ts': 1, // platform-wide: the backfill of every site's store (the per-site job is on the accessor)
  'commerce/raise-payment-alert.ts': 2, // platform-wide: the operator's alerts; the site an unmatched payment names may be false
  'commerce/record-paid-order.ts': 2, // platform-wide: an order recorded for the site it names, found by its Medusa id
  'commerce/refund-unmatched-payment.ts': 1, // platform-wide: marks the operator's alert refunded
  'commerce/store-of.ts': 2, // the site's own row (tenants)
  'earnings/operator-payouts.ts': 3, // platform-wide: the platform operator's view across sites
  'earnings/payout-decision-hooks.ts': 3, // platform-wide: the payouts collection's hooks (operator decisions)
  'google/google-settings.ts': 1, // the site's own row (tenants)
  'jobs/job-tenant.ts': 1, // platform-wide: a job's tenant, from its id
  'plans/charge-renewal.ts': 1, // the site's own row (tenants): its saved card, with its owner
  'plans/plan-change-hooks.ts': 2, // platform-wide: the plan-changes collection's hooks (operator)
  'plans/plan-of-tenant.ts': 1, // the site's own row (tenants): its plan and period
  'plans/read-subscription-details.ts': 1, // the site's own row (tenants): its subscription
  'plans/record-paid-invoice.ts': 2, // the site's own row (tenants): locked, then moved to the plan paid
  'plans/renewals.ts': 6, // platform-wide: renewals across sites
  'plans/saved-card.ts': 4, // the site's own row (tenants): its saved card and renewal type
  'plans/subscription-row.ts': 2, // the site's own row (tenants): locked, then its plan changed
  'settings/api-settings-view.ts': 1, // the site's own row (tenants): whether its secret is set
  'settings/settings-write.ts': 1, // the site's own row (tenants)
  'settings/update-api-settings.ts': 1, // the site's own row (tenants)
  'tenants/create-tenant.ts': 3, // platform-wide: creates a site: no tenant yet
  'tenants/find-tenant-by-host.ts': 1, // platform-wide: finds the tenant of a request
  'tenants/lock-tenant-row.ts': 1, // platform-wide: the tenants collection's own hook
};

/**
 * The data layer itself, where direct access is the point: the accessor, the SQL executor it is
 * built on, and the plumbing of the database connection that reads or writes no site's rows.
 */
export const DATA_LAYER: Readonly<Record<string, string>> = {
  'tenant-db.ts': 'the tenant-scoped data accessor',
  'sql-database.ts': "the SQL executor of a request's transaction, which the accessor uses",
  'pool-errors.ts': 'a listener for errors of idle pool connections',
  'rate-limits/limiters.ts': "the rate limiter's store on the pool (its own table, no site's rows)",
  'content-version/listen-for-notifications.ts': 'LISTEN on a connection of its own',
  'content-version/content-changes.ts': "NOTIFY on the writer's transaction",
  'jobs/job-queue.ts': "pg-boss sends a job on the writer's transaction",
};
