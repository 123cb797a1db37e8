import fs from 'node:fs';
import { chromium, type Browser, type Route } from 'playwright-core';

/**
 * Certificates as PDF (issue #6): Chromium prints the certificate's HTML, so Arabic names are
 * shaped and laid out right to left exactly as in a browser.
 *
 * This lives in the site, not in cms/services: it turns a page into a document, like the pages
 * do, it needs a browser process that belongs to the serving process, and it writes nothing.
 *
 * One browser per site process, launched on the first certificate and reused (a launch takes
 * about a second; a page takes tens of milliseconds). Each certificate gets its own context with
 * JavaScript off and every request refused except this site's public files. A browser that dies
 * is launched again on the next request. When the process exits Playwright kills the browser,
 * and if the process is killed outright Chromium quits when its control pipe closes.
 */

/** Debian's Chromium by default; any Chromium binary may be named instead. */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * The made-up origin certificate pages are given as base: relative /files/public/… addresses in
 * a template resolve to it, and the route below answers them. Nothing is ever sent there.
 */
export const RENDER_ORIGIN = 'http://certificate.invalid';

/** Pages printed at the same time per process; more wait their turn (each costs a renderer process). */
const PARALLEL_PAGES = 2;
const RENDER_TIMEOUT_MS = 20_000;

export interface RenderAsset {
  bytes: Uint8Array;
  contentType: string;
}
/** A public file of the site by key (`public/…`), or null. */
export type AssetReader = (key: string) => Promise<RenderAsset | null>;

let browser: Promise<Browser> | null = null;

function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    return Promise.reject(new Error(`Chromium is missing at ${CHROMIUM_PATH}: install Debian's chromium package or set CHROMIUM_PATH.`));
  }
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    // Chromium's sandbox needs user namespaces that containers and root often lack; what it
    // renders is sanitised, runs no JavaScript and reaches no network.
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    // The site's own signal handling stays as it is (Playwright would otherwise take SIGINT/SIGTERM).
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
}

function sharedBrowser(): Promise<Browser> {
  browser ??= launchBrowser().then(
    (launched) => {
      launched.on('disconnected', () => {
        browser = null;
      });
      return launched;
    },
    (error: unknown) => {
      browser = null;
      throw error;
    },
  );
  return browser;
}

let busyPages = 0;
const queue: (() => void)[] = [];

/** Runs `work` when one of the PARALLEL_PAGES slots is free; a finished job hands its slot on. */
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (busyPages < PARALLEL_PAGES) busyPages += 1;
  else await new Promise<void>((resolve) => queue.push(resolve));
  try {
    return await work();
  } finally {
    const next = queue.shift();
    if (next) next();
    else busyPages -= 1;
  }
}

async function answer(route: Route, readAsset: AssetReader): Promise<void> {
  const url = new URL(route.request().url());
  if (url.origin === RENDER_ORIGIN && url.pathname.startsWith('/files/public/')) {
    const asset = await readAsset(decodeURIComponent(url.pathname.slice('/files/'.length))).catch(() => null);
    if (asset) return route.fulfill({ status: 200, body: Buffer.from(asset.bytes), contentType: asset.contentType });
  }
  return route.abort('blockedbyclient');
}

/** An A4 landscape PDF of a certificate page (certificate-html.ts). */
export function renderCertificatePdf(html: string, readAsset: AssetReader): Promise<Buffer> {
  return inTurn(async () => {
    const context = await (await sharedBrowser()).newContext({ javaScriptEnabled: false });
    try {
      await context.route('**/*', (route) => answer(route, readAsset));
      const page = await context.newPage();
      await page.setContent(html, { waitUntil: 'load', timeout: RENDER_TIMEOUT_MS });
      return await page.pdf({ format: 'A4', landscape: true, printBackground: true, preferCSSPageSize: true });
    } finally {
      await context.close();
    }
  });
}
