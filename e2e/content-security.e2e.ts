import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newContext } from '@halaqa/infra/testing/browser';
import { usePlatform } from './support/platform';

/**
 * Issue #10, item 14, as a browser sees it: the site runs its own islands under its policy,
 * refuses a script slipped into the page, and cannot be framed by another site (clickjacking),
 * while it may frame itself.
 */
const platform = usePlatform();

/** Collects the policy violations the page reports. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

describe('the content security policy', () => {
  it('lets the site hydrate its islands with no violation, and stops an injected inline script', async () => {
    const context = await newContext(platform.browser);
    const page = await context.newPage();
    const violations = await watchViolations(page);
    // A visitor's catalogue has no island, only the header's bundled script: it ran (the language select is enabled by it).
    await page.goto(`${platform.acme}/courses`);
    await expect.poll(() => page.locator('.language-switcher select').isEnabled()).toBe(true);
    // The sign-in form is an island. Astro removes `ssr` from an island once it has hydrated: every island ran.
    await page.goto(`${platform.acme}/sign-in`);
    await expect.poll(() => page.locator('astro-island[ssr]').count()).toBe(0);
    expect(await page.locator('astro-island').count()).toBeGreaterThan(0);
    expect(violations).toEqual([]);

    const ran = await page.evaluate(async () => {
      const blocked = new Promise<string>((resolve) => document.addEventListener('securitypolicyviolation', (event) => resolve(event.violatedDirective), { once: true }));
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
      return { injected: (window as { injected?: boolean }).injected ?? false, directive: await blocked };
    });
    expect(ran).toEqual({ injected: false, directive: 'script-src-elem' });
    await context.close();
  });

  it('cannot be framed by another site, but frames itself', async () => {
    const context = await newContext(platform.browser);
    const page = await context.newPage();
    const frameOf = async (host: Page, src: string) => {
      await host.evaluate((url) => {
        const frame = document.createElement('iframe');
        frame.src = url;
        document.body.append(frame);
      }, src);
      await host.waitForTimeout(1_000);
      return host.frames().find((frame) => frame !== host.mainFrame());
    };

    // A page of another origin (with no policy of its own) framing Acme's catalogue: the browser refuses.
    await page.setContent('<!doctype html><title>attacker</title><body></body>');
    const foreign = await frameOf(page, `${platform.acme}/courses`);
    expect(foreign?.url()).not.toBe(`${platform.acme}/courses`);

    // Acme framing its own page is allowed.
    const own = await context.newPage();
    await own.goto(`${platform.acme}/`);
    const same = await frameOf(own, `${platform.acme}/courses`);
    expect(same?.url()).toBe(`${platform.acme}/courses`);
    expect(await same?.locator('h1').count()).toBeGreaterThan(0);
    await context.close();
  });
});
