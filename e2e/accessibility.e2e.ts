import { describe, it } from 'vitest';
import { signedInClient } from '@halaqa/infra/testing/accounts';
import { newContext } from '@halaqa/infra/testing/browser';
import { ACME, usePlatform } from './support/platform';
import { expectNoAxeViolations } from './support/pages';

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
    await expectNoAxeViolations(page);
    await context.close();
  });
});
