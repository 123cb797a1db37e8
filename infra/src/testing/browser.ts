import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { chromiumPath } from '@halaqa/shared/chromium-path';

/** Debian's headless Chromium (shared/chromium-path); Playwright's own browser downloads do not work here. */
const CHROMIUM_PATH = chromiumPath(process.env);

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** Phone-sized viewport (below the 768px breakpoint of platform-core §9). */
export const MOBILE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

export async function newContext(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  context.setDefaultTimeout(15_000);
  return context;
}
