import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from '@halaqa/infra/testing/browser';
import { useTwoSites, type TwoSites } from '@halaqa/infra/testing/two-sites';

export { ACME, OTHER } from '@halaqa/infra/testing/two-sites';
export { newStudent } from '@halaqa/infra/testing/accounts';

export interface Platform extends TwoSites {
  browser: Browser;
}

/**
 * For one journey file: the two sites of useTwoSites (with `extraEnv`, read when the site starts),
 * and Chromium. Read it inside tests and hooks.
 */
export function usePlatform(extraEnv?: () => Record<string, string>): Platform {
  const platform = useTwoSites(extraEnv) as Platform;
  beforeAll(async () => {
    platform.browser = await launchChromium();
  });
  afterAll(async () => {
    await platform.browser?.close();
  });
  return platform;
}
