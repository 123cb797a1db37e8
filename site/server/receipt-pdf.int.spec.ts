import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdf } from '@halaqa/infra/testing/read-pdf';
import { LANGUAGES, translatorFor, type Language } from '@halaqa/shared/i18n/index';
import { platformDetails } from '@halaqa/shared/platform-details';
import { printPdf } from './pdf-printer';
import type { ReceiptDocument } from '@halaqa/shared/receipt-document';
import { renderReceiptPdf } from './receipt-pdf';

/**
 * Issue #12, the plan receipt as Chromium prints it: read back with poppler (rasterised and as
 * text), so a blank page, unshaped Arabic or a wrong page size fails; and a page that asks for
 * anything over the network gets nothing.
 */
const ARABIC_SITE = 'أكاديمية النور';

const RECEIPT: ReceiptDocument = {
  invoiceNumber: 'HQ-2026-000042',
  issuedAt: new Date('2026-05-01T09:00:00Z'),
  paidAt: new Date('2026-05-01T09:01:00Z'),
  transactionId: '318273645',
  plan: 'pro',
  cycle: 'yearly',
  periodStart: new Date('2026-04-30T21:00:00Z'),
  periodEnd: new Date('2027-04-30T21:00:00Z'),
  amountPiastres: 799_000,
  site: { name: ARABIC_SITE, domain: 'alnoor.halaqa.localhost', ownerName: 'خديجة مصطفى', ownerEmail: 'owner@alnoor.example' },
  platform: platformDetails({ PLATFORM_ADDRESS: '12 Tahrir Square, Cairo', PLATFORM_TAX_ID: '123-456-789' }),
};

const print = (language: Language) => renderReceiptPdf(RECEIPT, translatorFor(language), language);

/** pdfinfo's "Page size" line of the first page, e.g. "594.96 x 841.92 pts (A4)". */
function pageSize(pdf: Buffer): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'halaqa-receipt-'));
  try {
    const file = path.join(folder, 'receipt.pdf');
    fs.writeFileSync(file, pdf);
    return /Page size:\s+(.+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]?.trim() ?? '';
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

describe('the plan receipt as PDF', () => {
  it('prints an Arabic receipt on one A4 portrait page, the site’s Arabic name shaped and readable', async () => {
    const pdf = await print('ar');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pageSize(pdf)).toBe('594.96 x 841.92 pts (A4)');
    const page = readPdf(pdf);
    expect(page.pages).toBe(1);
    expect(page.height).toBeGreaterThan(page.width);
    // Not blank (the title, the parties, the table and the stamp are ink), and not a page of boxes.
    expect(page.inked).toBeGreaterThan(0.005);
    expect(page.text).toContain(ARABIC_SITE);
    expect(page.text).toContain('خديجة مصطفى');
    expect(page.text).toContain('HQ-2026-000042');
    expect(page.text).toContain('إيصال');
  });

  it('prints the four languages at once (more than the printer’s parallel pages), each on its own A4 portrait page', async () => {
    const pdfs = await Promise.all(LANGUAGES.map(print));
    for (const [index, pdf] of pdfs.entries()) {
      const language = LANGUAGES[index]!;
      expect(pageSize(pdf), language).toBe('594.96 x 841.92 pts (A4)');
      const page = readPdf(pdf);
      expect(page.pages, language).toBe(1);
      expect(page.text, language).toContain(translatorFor(language)('plans.receipt.title'));
      expect(page.text, language).toContain('HQ-2026-000042');
    }
  });
});

describe('the printer with nothing to serve', () => {
  let requests = 0;
  let origin = '';
  const server = http.createServer((_request, response) => {
    requests += 1;
    response.end();
  });

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends no request: style sheets, fonts and images a page names are all refused, and it still prints', async () => {
    const html = `<!doctype html><html><head><link rel="stylesheet" href="${origin}/style.css"><style>@font-face { font-family: x; src: url(${origin}/font.woff2); } body { font-family: x; background: url(${origin}/background.png); }</style></head>
<body><img src="${origin}/logo.png"><iframe src="${origin}/frame"></iframe><p>Offline</p></body></html>`;
    const page = readPdf(await printPdf(html, { orientation: 'portrait' }));
    expect(requests).toBe(0);
    expect(page.text).toContain('Offline');
    expect(page.height).toBeGreaterThan(page.width);
  });
});
