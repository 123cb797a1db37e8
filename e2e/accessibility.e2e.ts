import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { signedInClient } from '@halaqa/infra/testing/accounts';
import { newContext } from '@halaqa/infra/testing/browser';
import { ACME, usePlatform } from './support/platform';

/** Issue #4: axe-core finds no violations on the shell's pages, in Arabic and English. */
const platform = usePlatform();

describe.each(['ar', 'en'] as const)('accessibility in %s', (language) => {
  it.each(['/', '/sign-in', '/sign-up', '/forgot-password', '/profile'])('%s has no axe violations', async (path) => {
    const context = await newContext(platform.browser);
    const cookies: { name: string; value: string; url: string }[] = [{ name: 'lang', value: language, url: platform.acme }];
    if (path === '/profile') {
      const owner = await signedInClient(platform.acme, ACME.ownerEmail, ACME.ownerPassword);
      cookies.push({ name: 'session', value: owner.sessionCookie!, url: platform.acme });
    }
    await context.addCookies(cookies);
    const page = await context.newPage();
    await page.goto(`${platform.acme}${path}`);
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).analyze();
    const summary = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    expect(summary).toEqual([]);
    await context.close();
  });
});
