import { describe, expect, it } from 'vitest';
import { catalogues } from '@halaqa/shared/i18n/index';
import { renderBrandedMail, type MailBrand, type SiteMailContent } from './site-mail';

const BRAND: MailBrand = { siteName: 'أكاديمية النيل', origin: 'https://nile.example', logoUrl: 'https://nile.example/files/public/branding/1/logo.png?w=320', colour: '#1565c0' };

const CONTENT: SiteMailContent = {
  preview: 'شكرًا لك! أنت الآن مسجّل في: النحو.',
  heading: 'Payment received',
  paragraphs: ['Thank you! You are now registered for: <b>Nahw</b>, a course whose name is long enough to pass eighty columns of text.'],
  facts: [{ label: 'Order number', value: 'R-000042' }],
  lines: { rows: [{ label: 'Nahw (access for good)', value: 'EGP 250' }], total: { label: 'Total paid', value: 'EGP 250' } },
  action: { label: 'Go to my courses', href: 'https://nile.example/dashboard' },
};

describe('a site’s branded mail', () => {
  it('is HTML in the reader’s language and direction, with the site’s logo, colour and a button to its page', async () => {
    const { html } = await renderBrandedMail(BRAND, 'ar', CONTENT);
    expect(html).toMatch(/<html[^>]*dir="rtl"[^>]*lang="ar"|<html[^>]*lang="ar"[^>]*dir="rtl"/);
    expect(html).toContain(`src="${BRAND.logoUrl!.replace(/&/g, '&amp;')}"`);
    expect(html).toContain(`alt="${BRAND.siteName}"`);
    expect(html).toContain('border-top:6px solid #1565c0');
    expect(html).toMatch(/href="https:\/\/nile\.example\/dashboard"[^>]*background-color:#1565c0/);
    expect(html).toContain(catalogues.ar.mail.footer.replace('{{siteName}}', BRAND.siteName).replace('{{origin}}', BRAND.origin));
    // Content is text, never markup: a course named with tags is shown as written.
    expect(html).toContain('&lt;b&gt;Nahw&lt;/b&gt;');
  });

  it('has a plain-text part saying the same, lines unbroken, the heading as written and the link in full', async () => {
    const { text } = await renderBrandedMail(BRAND, 'en', CONTENT);
    expect(text.split('\n')).toContain(CONTENT.heading);
    expect(text).toContain(CONTENT.paragraphs[0]);
    expect(text).toContain('Order number: R-000042');
    expect(text).toMatch(/Nahw \(access for good\) +EGP 250/);
    expect(text).toContain('Go to my courses https://nile.example/dashboard');
    expect(text).not.toContain('logo.png');
  });

  it('names the site in text where it has no logo', async () => {
    const { html } = await renderBrandedMail({ ...BRAND, logoUrl: null }, 'en', CONTENT);
    expect(html).not.toContain('<img');
    expect(html).toContain(BRAND.siteName);
  });
});
