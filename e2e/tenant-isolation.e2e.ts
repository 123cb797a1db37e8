import { describe, expect, it } from 'vitest';
import { catalogues } from '@halaqa/shared/i18n/index';
import { newContext } from '@halaqa/infra/testing/browser';
import { ACME, OTHER, usePlatform } from './support/platform';
import { signInThroughForm } from './support/sign-up-journey';

/** Issue #2: a second site on other.localhost neither knows the first one's users nor takes its cookie. */
const platform = usePlatform();
const en = catalogues.en;

describe('two sites on one platform', () => {
  it('keeps accounts and sessions apart', async () => {
    const context = await newContext(platform.browser);
    const acme = platform.site.origin(ACME.domain);
    const other = platform.site.origin(OTHER.domain);
    await context.addCookies([
      { name: 'lang', value: 'en', url: acme },
      { name: 'lang', value: 'en', url: other },
    ]);
    const page = await context.newPage();

    await signInThroughForm(page, acme, ACME.ownerEmail, ACME.ownerPassword, en);
    await page.waitForURL(`${acme}/`);
    expect(await page.getByTestId('site-name').textContent()).toBe(ACME.name);

    // Acme's owner is unknown on the other site.
    await signInThroughForm(page, other, ACME.ownerEmail, ACME.ownerPassword, en);
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Incorrect email or password.');

    // Acme's session cookie, planted on the other site, signs nobody in there.
    const acmeSession = (await context.cookies(acme)).find((cookie) => cookie.name === 'session');
    expect(acmeSession).toBeDefined();
    await context.addCookies([{ name: 'session', value: acmeSession!.value, url: other }]);
    await page.goto(`${other}/`);
    expect(await page.getByTestId('site-name').textContent()).toBe(OTHER.name);
    expect(await page.getByTestId('signed-in-as').count()).toBe(0);
    expect(await page.getByRole('link', { name: en.common.signIn }).count()).toBe(1);

    // …while on Acme it still works.
    await page.goto(`${acme}/`);
    expect(await page.getByTestId('signed-in-as').isVisible()).toBe(true);
    await context.close();
  });

  it('shows an unknown host a not-found page, not another site', async () => {
    const context = await newContext(platform.browser);
    const page = await context.newPage();
    const response = await page.goto(`${platform.site.origin('nobody.localhost')}/`);
    expect(response?.status()).toBe(404);
    expect(await page.content()).not.toContain(ACME.name);
    await context.close();
  });
});
