import { describe, expect, it } from 'vitest';
import { aboutPreviewDocument } from './about-preview';

const place = { origin: 'http://acme.localhost:4321', language: 'ar', direction: 'rtl' } as const;

describe('aboutPreviewDocument', () => {
  it('lays out the title, the image and the HTML as written, in the page language and direction', () => {
    const html = aboutPreviewDocument({ title: 'من نحن', content: '<p>We <strong>teach</strong></p>', image: 'public/about/1/ab12cd34_x.png' }, place);
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<h1>من نحن</h1>');
    expect(html).toContain('<img src="/files/public/about/1/ab12cd34_x.png" alt="">');
    expect(html).toContain('<div><p>We <strong>teach</strong></p></div>');
  });

  it('escapes the title and loads nothing but images of this site', () => {
    const html = aboutPreviewDocument({ title: '<script>alert(1)</script>', content: '', image: '' }, place);
    expect(html).toContain('<h1>&#60;script&#62;alert(1)&#60;/script&#62;</h1>');
    expect(html).not.toContain('<img');
    expect(html).toContain(`content="default-src 'none'; img-src http://acme.localhost:4321; style-src 'unsafe-inline'"`);
  });
});
