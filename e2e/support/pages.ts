import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Language } from '@halaqa/shared/i18n/index';
import { newContext } from '@halaqa/infra/testing/browser';
import type { SiteClient } from '@halaqa/infra/testing/site-client';

/** A browser page on `origin` in `language`, signed in as the client's user (its session cookie copied). */
export async function signedInPage(browser: Browser, origin: string, client: SiteClient, language: Language, options: Parameters<typeof newContext>[1] = {}) {
  const context = await newContext(browser, options);
  await context.addCookies([
    { name: 'lang', value: language, url: origin },
    { name: 'session', value: client.sessionCookie!, url: origin },
  ]);
  return { context, page: await context.newPage() };
}

/** Fails with each axe violation's rule and the elements it found. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}
