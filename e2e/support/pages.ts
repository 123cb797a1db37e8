import fs from 'node:fs';
import { createRequire } from 'node:module';
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
 * axe-core's minified build, from the copy @axe-core/playwright depends on (the one version the
 * lockfile holds; adding axe-core beside it re-resolved unrelated peers). That package's AxeBuilder
 * is no longer used: in legacy mode it evaluated axe's unminified source (1.4 MB) twice per scan
 * and collected every passing node too; a scan of a student's page took ~600 ms, ~300 ms this way.
 */
const AXE_SOURCE = fs.readFileSync(createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'), 'utf8');

type AxeImpact = 'minor' | 'moderate' | 'serious' | 'critical';

interface AxeViolation {
  id: string;
  impact: AxeImpact | null;
  nodes: { target: string[] }[];
}

/** Loads axe into each frame of the page that lacks it; a frame that refuses (sandboxed, cross-origin) is left out, as axe itself would. */
async function injectAxe(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    const loaded = await frame.evaluate('typeof window.axe === "object"').catch(() => true);
    if (!loaded) await frame.evaluate(AXE_SOURCE).catch(() => undefined);
  }
}

/**
 * Fails with each axe violation's rule and the elements it found. `include` narrows the scan to
 * a part of the page; `exclude` leaves parts out, such as the certificate designer's sandboxed
 * preview, a frame axe cannot enter and would wait for until the test times out. axe runs in
 * the page alone (what @axe-core/playwright calls legacy mode): its default merged the frames'
 * results in a second, blank page opened for every scan, for frames from other origins, which
 * no page here has. Only violations are collected (`resultTypes`): nothing else is read.
 * `impacts` keeps only violations of those impacts (every violation counts by default): the
 * editors' admin is Payload's interface, held to "no critical or serious" (issue #44, item 13).
 */
export async function expectNoAxeViolations(
  page: Page,
  { include, exclude = [], impacts }: { include?: string; exclude?: string[]; impacts?: AxeImpact[] } = {},
): Promise<void> {
  await settledTransitions(page);
  await injectAxe(page);
  const context = include ? { include: [include], exclude } : { exclude };
  const violations = await page.evaluate(
    (context) =>
      (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: AxeViolation[] }> } }).axe
        .run(context, { resultTypes: ['violations'] })
        .then((results) => results.violations.map(({ id, impact, nodes }) => ({ id, impact, nodes: nodes.map(({ target }) => ({ target })) }))),
    context,
  );
  const counted = impacts ? violations.filter((violation) => violation.impact !== null && impacts.includes(violation.impact)) : violations;
  expect(counted.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
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
