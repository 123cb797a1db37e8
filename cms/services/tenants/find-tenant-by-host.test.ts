import { describe, expect, it } from 'vitest';
import { CACHE_BUDGETS } from '@halaqa/shared/cache-budgets';
import { foundTenantBytes, keptTenants } from './find-tenant-by-host';
import type { SiteTenant } from './site-tenant';

describe('the kept tenants', () => {
  it('never count more than their byte budget, however many hosts are served', () => {
    const hosts: string[] = [];
    for (let index = 0; index < 5_000; index += 1) {
      const host = `site-${index}.example.test`;
      const tenant = { id: `tenant-${index}`, name: 'x'.repeat(index % 2_000), domains: [{ domain: host }] } as unknown as SiteTenant;
      keptTenants.set(host, { tenant, at: Date.now() });
      hosts.push(host);
      expect(keptTenants.calculatedSize).toBeLessThanOrEqual(CACHE_BUDGETS.tenantsByHost);
    }
    const counted = hosts.filter((host) => keptTenants.has(host)).reduce((sum, host) => sum + foundTenantBytes(host, keptTenants.peek(host)!), 0);
    expect(counted).toBe(keptTenants.calculatedSize);
    expect(counted).toBeGreaterThan(CACHE_BUDGETS.tenantsByHost * 0.9);
    keptTenants.clear();
  });
});
