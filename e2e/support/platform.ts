import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from '@halaqa/infra/testing/browser';
import { createFreshDatabase } from '@halaqa/infra/testing/fresh-database';
import { startSiteServer, type RunningSite } from '@halaqa/infra/testing/site-server';
import { createTenantWithCli, type TestTenant } from '@halaqa/infra/testing/tenant-cli';

export const ACME: TestTenant = { domain: 'acme.localhost', name: 'Acme Academy', ownerEmail: 'owner@acme.test', ownerPassword: 'acme-owner-1' };
export const OTHER: TestTenant = { domain: 'other.localhost', name: 'Other School', ownerEmail: 'owner@other.test', ownerPassword: 'other-owner-1' };

export interface Platform {
  site: RunningSite;
  browser: Browser;
  databaseUrl: string;
}

/**
 * For one journey file: a fresh database with two sites (acme and other, made with the CLI),
 * the built site on a random port, and Chromium. Read `platform` inside tests and hooks.
 */
export function usePlatform(): Platform {
  const platform = {} as Platform;
  beforeAll(async () => {
    platform.databaseUrl = await createFreshDatabase();
    await createTenantWithCli(platform.databaseUrl, ACME);
    await createTenantWithCli(platform.databaseUrl, OTHER);
    platform.site = await startSiteServer(platform.databaseUrl);
    platform.browser = await launchChromium();
  });
  afterAll(async () => {
    await platform.browser?.close();
    await platform.site?.stop();
  });
  return platform;
}

let counter = 0;
/** A student with an address no other test uses (the mail catcher is shared). */
export function newStudent(name = 'Mona Hassan') {
  counter += 1;
  return { name, email: `e2e${counter}-${Date.now()}@example.com`, password: 'secret1', telephone: '+201012345678', telegram: '@mona_h' };
}
