import type { TestTenant } from './tenant-cli';

/*
 * Both sites are on pro, as the seeded demo site is: tests of a feature meet no plan limit unless
 * they ask for one (site/tests/plan-limits.int.spec.ts makes sites on smaller plans).
 */
export const ACME: TestTenant = { domain: 'acme.localhost', name: 'Acme Academy', ownerEmail: 'owner@acme.test', ownerPassword: 'acme-owner-1', plan: 'pro' };
export const OTHER: TestTenant = { domain: 'other.localhost', name: 'Other School', ownerEmail: 'owner@other.test', ownerPassword: 'other-owner-1', plan: 'pro' };
