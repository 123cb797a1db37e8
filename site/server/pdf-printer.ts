import fs from 'node:fs';
import type { Browser, Route } from 'playwright-core';
import { CHROMIUM_PACKAGE, chromiumPath } from '@halaqa/shared/chromium-path';
import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import { createPrintQueue } from './print-queue';
import { requestLogger } from './request-logger';

/**
 * Documents as PDF (certificates, issue #6; plan receipts, issue #12): Chromium prints the
 * document's HTML, so Arabic is shaped and laid out right to left exactly as in a browser.
 *
 * This lives in the site, not in cms/services: it turns a page into a document, like the pages
 * do, it needs a browser process that belongs to the serving process, and it writes nothing.
 *
 * One browser per site process, launched on the first document and reused (a launch takes
 * about a second; a page takes tens of milliseconds). Each document gets its own context with
 * JavaScript off and every request refused except those the caller answers itself. A browser
 * that dies is launched again on the next request. When the process exits Playwright kills the
 * browser, and if the process is killed outright Chromium quits when its control pipe closes.
 *
 * Without Chromium on the machine a document is refused with PDFS_UNAVAILABLE (503, "PDFs are not
 * available on this server yet"), and the log names the package to install: a missing program is
 * the operator's to fix, not a bug of the request (issue #40).
 */

const CHROMIUM_PATH = chromiumPath(process.env);

/**
 * Pages printed at the same time per process (each costs a renderer process), and how many may
 * wait for one; beyond that a document is refused with a 503 (print-queue.ts).
 */
const PRINTING = createPrintQueue({ parallel: 2, waiting: 16 });
const RENDER_TIMEOUT_MS = 20_000;

export interface RenderAsset {
  bytes: Uint8Array;
  contentType: string;
}

export interface PrintOptions {
  orientation: 'portrait' | 'landscape';
  /** Answers a request of the page with a file, or null to refuse it. Without it every request is refused. */
  serve?: (url: URL) => Promise<RenderAsset | null>;
}

let browser: Promise<Browser> | null = null;

async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    requestLogger().error(`PDFs are not available: Chromium is missing at ${CHROMIUM_PATH}: install Debian's ${CHROMIUM_PACKAGE} package or set CHROMIUM_PATH.`);
    throw new AppError(AppErrorCode.PDFS_UNAVAILABLE);
  }
  // Loaded with the first PDF, not when the site starts: Playwright was a tenth of the start-up (issue #16).
  const { chromium } = await import('playwright-core');
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    // Chromium's sandbox needs user namespaces that containers and root often lack; what it
    // prints is escaped or sanitised, runs no JavaScript and reaches no network.
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

async function answer(route: Route, serve: PrintOptions['serve']): Promise<void> {
  const asset = serve ? await serve(new URL(route.request().url())).catch(() => null) : null;
  if (asset) return route.fulfill({ status: 200, body: Buffer.from(asset.bytes), contentType: asset.contentType });
  return route.abort('blockedbyclient');
}

/** An A4 PDF of a complete HTML page, printed with its CSS page size and backgrounds. */
export function printPdf(html: string, { orientation, serve }: PrintOptions): Promise<Buffer> {
  return PRINTING.inTurn(async () => {
    const context = await (await sharedBrowser()).newContext({ javaScriptEnabled: false });
    try {
      await context.route('**/*', (route) => answer(route, serve));
      const page = await context.newPage();
      await page.setContent(html, { waitUntil: 'load', timeout: RENDER_TIMEOUT_MS });
      return await page.pdf({ format: 'A4', landscape: orientation === 'landscape', printBackground: true, preferCSSPageSize: true });
    } finally {
      await context.close();
    }
  });
}
