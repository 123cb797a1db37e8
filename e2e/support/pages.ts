import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Language } from '@halaqa/shared/i18n/index';
import { newContext } from '@halaqa/infra/testing/browser';
import type { SiteClient } from '@halaqa/infra/testing/site-client';

type ContextOptions = Parameters<typeof newContext>[1];

/** A browser context on `origin` in `language`, signed in as the client's user (its session cookie copied). */
export async function signedInContext(browser: Browser, origin: string, client: SiteClient, language: Language, options: ContextOptions = {}): Promise<BrowserContext> {
  const context = await newContext(browser, options);
  await context.addCookies([
    { name: 'lang', value: language, url: origin },
    { name: 'session', value: client.sessionCookie!, url: origin },
  ]);
  return context;
}

/** The same, with its first page. */
export async function signedInPage(browser: Browser, origin: string, client: SiteClient, language: Language, options: ContextOptions = {}) {
  const context = await signedInContext(browser, origin, client, language, options);
  return { context, page: await context.newPage() };
}

/**
 * Waits for running CSS transitions and finite animations to end. A page reloaded lower down has
 * its scroll restored, and the header then fades to its scrolled colours over 0.2 s; axe measuring
 * contrast half-way saw a mix of both (a flaky "color-contrast" on the language menu).
 */
async function settledTransitions(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Fails with each axe violation's rule and the elements it found. `include` narrows the scan to
 * a part of the page; `exclude` leaves parts out, such as the certificate designer's sandboxed
 * preview, a frame axe cannot enter and would wait for until the test times out.
 */
export async function expectNoAxeViolations(page: Page, { include, exclude = [] }: { include?: string; exclude?: string[] } = {}): Promise<void> {
  await settledTransitions(page);
  // Legacy mode runs axe in the page alone. The default merges the frames' results in a second,
  // blank page it opens for every scan, injecting axe into both: twice the time (8 scans of one
  // page took 44–49 s against 22–24 s with the suite running beside them) for frames from other
  // origins, which no page here has (the one sandboxed preview is excluded, as it must be anyway).
  let builder = new AxeBuilder({ page }).setLegacyMode();
  if (include) builder = builder.include(include);
  for (const selector of exclude) builder = builder.exclude(selector);
  const results = await builder.analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

/**
 * Waits until every island the page hydrates on load has hydrated (Astro removes an island's
 * `ssr` attribute then). Typing into a server-rendered field before its island hydrates is lost:
 * React takes the field over with its own state, so a search typed too early filters nothing.
 */
export async function islandsHydrated(page: Page): Promise<void> {
  await expect.poll(() => page.locator('astro-island[ssr][client="load"]').count(), { timeout: 15_000 }).toBe(0);
}

/**
 * Waits until the page's rich-text editor has loaded in place of the text area that stands in for
 * it. Text filled in the instant the editor takes over can be lost (Lexical sets back changes to
 * its element it did not make); these tests write as someone who waits for the editor, and the
 * stand-in's hand-over is covered by RichTextField.test.tsx.
 */
export async function richTextEditorLoaded(page: Page): Promise<void> {
  await page.getByTestId('rich-text-content').first().waitFor();
}
