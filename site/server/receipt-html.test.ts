import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, translatorFor, type Language } from '@halaqa/shared/i18n/index';
import type { ReceiptDocument } from '@halaqa/shared/receipt-document';
import { receiptHtml } from './receipt-html';

/** A yearly pro plan paid just after midnight in Cairo on 1 May 2026 (still 30 April in UTC). */
const RECEIPT: ReceiptDocument = {
  invoiceNumber: 'HQ-2026-000042',
  issuedAt: new Date('2026-04-30T21:30:00Z'),
  paidAt: new Date('2026-05-02T10:00:00Z'),
  transactionId: '318273645',
  plan: 'pro',
  cycle: 'yearly',
  periodStart: new Date('2026-04-30T21:00:00Z'),
  periodEnd: new Date('2027-04-30T21:00:00Z'),
  amountPiastres: 799_000,
  site: { name: 'Acme Academy', domain: 'acme.halaqa.localhost', ownerName: 'Khadija Mostafa', ownerEmail: 'owner@acme.example' },
  platform: { name: 'Halaqa', address: '12 Tahrir Square, Cairo', taxId: '123-456-789', email: 'billing@halaqa.example' },
};

const render = (language: Language, receipt: ReceiptDocument = RECEIPT) => receiptHtml(receipt, translatorFor(language), language);
const documentOf = (html: string) => new JSDOM(html).window.document;
const textOf = (html: string, selector: string) => documentOf(html).querySelector(selector)?.textContent ?? null;

describe('a plan receipt’s page', () => {
  it('bills a yearly pro plan: the plan line with its period in Cairo’s dates, the amount and the total', () => {
    const html = render('en');
    expect(textOf(html, 'tbody td')).toBe('Pro plan — yearly, May 1, 2026 – May 1, 2027');
    expect(textOf(html, 'tbody td.amount')).toMatch(/^EGP\s7,990$/);
    expect(textOf(html, 'tfoot th')).toBe('Total');
    expect(textOf(html, 'tfoot td.amount')).toMatch(/^EGP\s7,990$/);
  });

  it('gives the invoice’s facts, both parties and the paid mark', () => {
    const page = documentOf(render('en'));
    const facts = [...page.querySelectorAll('dl > div')].map((fact) => [fact.querySelector('dt')?.textContent, fact.querySelector('dd')?.textContent]);
    expect(facts).toEqual([
      ['Invoice number', 'HQ-2026-000042'],
      ['Paymob transaction ID', '318273645'],
      ['Date issued', 'May 1, 2026'],
      ['Date paid', 'May 2, 2026'],
    ]);
    const party = (index: number) => [...page.querySelectorAll('.parties > div')][index]?.textContent?.trim().split('\n');
    expect(party(0)).toEqual(['From', 'Halaqa', '12 Tahrir Square, Cairo', 'Tax registration number: 123-456-789', 'billing@halaqa.example']);
    expect(party(1)).toEqual(['Billed to', 'Acme Academy', 'acme.halaqa.localhost', 'Khadija Mostafa', 'owner@acme.example']);
    expect(page.querySelector('.stamp')?.textContent).toBe('Paid');
    expect(page.title).toBe('Receipt HQ-2026-000042');
  });

  it('leaves out the platform’s address and tax number when it has none', () => {
    const html = render('en', { ...RECEIPT, platform: { ...RECEIPT.platform, address: null, taxId: null } });
    expect(documentOf(html).querySelector('.parties > div')?.textContent?.trim().split('\n')).toEqual(['From', 'Halaqa', 'billing@halaqa.example']);
  });

  it('escapes every value: a site named like markup is text', () => {
    const hostile = '<img src=x onerror="alert(1)"> & <b>Co</b>';
    const html = render('en', {
      ...RECEIPT,
      invoiceNumber: hostile,
      transactionId: hostile,
      site: { name: hostile, domain: hostile, ownerName: hostile, ownerEmail: hostile },
      platform: { name: hostile, address: hostile, taxId: hostile, email: hostile },
    });
    expect(html).not.toMatch(/<img|<b>|onerror="/);
    expect(html).toContain('&#60;img src=x onerror=&#34;alert(1)&#34;&#62; &#38; &#60;b&#62;Co&#60;/b&#62;');
    expect(textOf(html, '.parties > div:nth-child(2) .name')).toBe(hostile);
    expect(textOf(html, 'footer')).toBe(`Thank you for hosting your site on ${hostile}.`);
  });

  it('is right to left in Arabic, with Arabic-Indic digits in amounts and dates', () => {
    const html = render('ar');
    expect(html).toContain('<html lang="ar" dir="rtl">');
    const total = textOf(html, 'tfoot td.amount') ?? '';
    expect(total).toContain('٧٬٩٩٠');
    expect(total).not.toMatch(/[0-9]/);
    expect(textOf(html, 'tbody td')).toBe('الخطة الاحترافية — اشتراك سنوي، من ١ مايو ٢٠٢٦ إلى ١ مايو ٢٠٢٧');
    // Identifiers stay as they are written.
    expect(textOf(html, 'dl dd')).toBe('HQ-2026-000042');
  });

  it.each(LANGUAGES)('renders in %s: every text from the catalogue, left to right unless Arabic', (language) => {
    const html = render(language);
    const t = translatorFor(language);
    expect(html).toContain(`<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`);
    expect(textOf(html, 'h1')).toBe(t('plans.receipt.title'));
    expect(textOf(html, 'tbody td')).toContain(t('plans.names.pro'));
    expect(html).not.toMatch(/plans\.|\{\{/);
  });
});
