import { describe, expect, it } from 'vitest';
import { translatorFor } from '@halaqa/shared/i18n/index';
import { certificateHtml, sanitiseCertificateTemplate } from './certificate-html';

const FACTS = { courseName: 'Tajweed', userName: 'مريم <i>أحمد</i>', grade: 18, possible: 20, percent: 90, issuedAt: '2026-03-01T10:00:00.000Z', verifyUrl: 'http://acme.localhost/certificates/abc' };
const page = (template: string, grade: number | null = 18) =>
  certificateHtml({ template, facts: { ...FACTS, grade, possible: grade === null ? null : 20, percent: grade === null ? null : 90 }, language: 'en', t: translatorFor('en'), baseUrl: 'http://certificate.invalid/' });

describe('sanitising a certificate template', () => {
  it('keeps layout, inline styles, tables and this site’s public images', () => {
    const template =
      '<div style="border:2mm solid gold;text-align:center"><h1 class="title">{{courseName}}</h1><table><tr><td colspan="2">x</td></tr></table>' +
      '<img src="/files/public/certificates/1/a_logo.png" alt="logo" width="80" /></div>';
    expect(sanitiseCertificateTemplate(template)).toBe(template);
  });

  it('removes scripts, event handlers, forms, frames, style sheets and outside images', () => {
    const cleaned = sanitiseCertificateTemplate(
      '<script>alert(1)</script><p onclick="x()">A</p><form><input></form><iframe src="http://evil"></iframe><style>*{}</style>' +
        '<link rel="stylesheet" href="http://evil/x.css"><img src="http://169.254.169.254/latest"><img src="/files/private/s/1/a_x.png"><a href="javascript:alert(1)">link</a>',
    );
    expect(cleaned).toBe('<p>A</p><img /><img /><a>link</a>');
  });

  it('keeps embedded images', () => {
    const image = '<img src="data:image/png;base64,iVBORw0KGgo=" />';
    expect(sanitiseCertificateTemplate(image)).toBe(image);
  });
});

describe('a certificate’s page', () => {
  it('fills a custom template, cleaned, with escaped values, in the direction of its own text', () => {
    const html = page('<h1>{{userName}}</h1><script>x()</script>');
    expect(html).toContain('<h1><bdi>مريم &#60;i&#62;أحمد&#60;/i&#62;</bdi></h1>');
    expect(html).not.toContain('<script>x()');
    expect(html).toContain('dir="auto"');
  });

  it('uses the default design in the reader’s language when the course has none', () => {
    const html = page('   ');
    expect(html).toContain('Certificate of Completion');
    expect(html).toContain('Grade: 18 of 20 points (90%)');
    expect(html).toContain('dir="ltr"');
    expect(page('', null)).not.toContain('Grade:');
  });

  it('puts the site’s logo above the default design’s title, named for the site (issue #44)', () => {
    const withLogo = (site?: { logoKey: string; name: string }) =>
      certificateHtml({ template: '', facts: FACTS, language: 'en', t: translatorFor('en'), baseUrl: 'http://certificate.invalid/', site });
    const html = withLogo({ logoKey: 'public/branding/1/ab_logo.png', name: 'Nile "Academy"' });
    expect(html).toContain('<img src="/files/public/branding/1/ab_logo.png" alt="Nile &#34;Academy&#34;"');
    expect(html.indexOf('<img')).toBeLessThan(html.indexOf('Certificate of Completion'));
    expect(withLogo({ logoKey: '', name: 'Nile' })).not.toContain('<img');
    expect(withLogo()).not.toContain('<img');
  });

  it('makes the default design’s words agree with a holder who asks to be spoken of as a woman (issue #44, item 8)', () => {
    const arabic = (holder?: 'feminine' | 'masculine') =>
      certificateHtml({ template: '', facts: FACTS, holder, language: 'ar', t: translatorFor('ar'), baseUrl: 'http://certificate.invalid/' });
    expect(arabic('feminine')).toContain('قد أتمّت بنجاح دورة');
    for (const holder of ['masculine', undefined] as const) expect(arabic(holder)).toContain('قد أتمّ بنجاح دورة');
  });

  it('signs the default design with the course’s signature above the signer’s name, below the grade (issue #44, item 8)', () => {
    const signed = (signature?: { key: string; signer: string }, template = '') =>
      certificateHtml({ template, facts: FACTS, language: 'en', t: translatorFor('en'), baseUrl: 'http://certificate.invalid/', signature });
    const html = signed({ key: 'public/certificates/1/ab_sign.png', signer: 'Sh. <Omar>' });
    expect(html).toContain('<img src="/files/public/certificates/1/ab_sign.png" alt="Signature of Sh. &#60;Omar&#62;"');
    expect(html).toContain('<bdi>Sh. &#60;Omar&#62;</bdi>');
    expect(html.indexOf('Grade:')).toBeLessThan(html.indexOf('ab_sign.png'));
    expect(signed({ key: 'public/certificates/1/ab_sign.png', signer: '' })).toContain('alt="Signature"');
    expect(signed()).not.toContain('<img');
    // A teacher's own design places its own pictures: the signature is not added to it.
    expect(signed({ key: 'public/certificates/1/ab_sign.png', signer: 'Omar' }, '<p>{{userName}}</p>')).not.toContain('ab_sign.png');
  });
});
