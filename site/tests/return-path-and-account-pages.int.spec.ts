import { describe, expect, it } from 'vitest';
import { catalogues } from '@halaqa/shared/i18n/index';
import { newSignedInStudent, newStudent, signedInClient } from '@halaqa/infra/testing/accounts';
import { verificationLinkIn, waitForMail } from '@halaqa/infra/testing/mailbox';
import { SiteClient } from '@halaqa/infra/testing/site-client';
import { ACME, OTHER, useTwoSites } from '@halaqa/infra/testing/two-sites';

/**
 * Issue #15: sign-in and sign-up return to the page the visitor came from, and only to a path of
 * the same site; the footer and the legal pages; the sessions named by browser and system.
 */
const sites = useTwoSites();

const UNSAFE = ['//evil.example', 'https://evil.example', '/\\evil.example', '/\t/evil.example', 'javascript:alert(1)', '/sign-in'];
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

async function page(client: SiteClient, path: string) {
  const response = await client.request('GET', path, { headers: { cookie: 'lang=en' } });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

describe('the return path of sign-in and sign-up', () => {
  it('is passed on from the sign-in page to sign-up and Google, and a signed-in visitor goes straight there', async () => {
    const signIn = await page(new SiteClient(sites.acme), '/sign-in?returnTo=%2Fcourses%3Fq%3Dnahw');
    expect(signIn.html).toContain('href="/sign-up?returnTo=%2Fcourses%3Fq%3Dnahw"');
    const { client } = await newSignedInStudent(sites.acme);
    expect(await page(client, '/sign-in?returnTo=%2Fcourses%3Fq%3Dnahw')).toMatchObject({ status: 302, location: '/courses?q=nahw' });
    expect(await page(client, '/sign-up?returnTo=%2Fdashboard')).toMatchObject({ status: 302, location: '/dashboard' });
  });

  it.each(UNSAFE)('falls back to the home page for %j', async (unsafe) => {
    const { client } = await newSignedInStudent(sites.acme);
    const query = `?returnTo=${encodeURIComponent(unsafe)}`;
    expect(await page(client, `/sign-in${query}`)).toMatchObject({ status: 302, location: '/' });
    expect(await page(client, `/sign-up${query}`)).toMatchObject({ status: 302, location: '/' });
    const signedOut = await page(new SiteClient(sites.acme), `/sign-in${query}`);
    expect(signedOut.html).toContain('href="/sign-up"');
    expect(signedOut.html).not.toContain('evil.example');
  });

  it('sends a signed-out visitor of any signed-in page (student, teacher, admin) to sign in and back, query included', async () => {
    const visitor = new SiteClient(sites.acme);
    const signedInPages = ['/profile', '/dashboard', '/users/me/scores', '/teacher', '/teacher/earnings', '/admin', '/admin/users', '/admin/settings', '/admin/courses/new', '/admin/orders', '/admin/subscription', '/admin/courses/123?lesson=4'];
    for (const path of signedInPages) {
      expect(await page(visitor, path)).toMatchObject({ status: 302, location: `/sign-in?returnTo=${encodeURIComponent(path)}` });
    }
  });

  it('is carried by the verification mail to the sign-in after it, and dropped when unsafe', async () => {
    const visitor = new SiteClient(sites.acme);
    const student = newStudent();
    expect((await visitor.json('POST', '/api/users/sign-up', { ...student, returnTo: '/courses/abc?tab=reviews' })).status).toBe(200);
    const link = verificationLinkIn(await waitForMail(student.email));
    expect(link).toMatch(new RegExp(`^${sites.acme}/verify/[a-z2-7]{32}\\?returnTo=%2Fcourses%2Fabc%3Ftab%3Dreviews$`));
    const verified = await page(visitor, new URL(link).pathname + new URL(link).search);
    expect(verified.html).toContain('href="/sign-in?returnTo=%2Fcourses%2Fabc%3Ftab%3Dreviews"');

    const other = newStudent();
    expect((await visitor.json('POST', '/api/users/sign-up', { ...other, returnTo: '//evil.example' })).status).toBe(200);
    expect(verificationLinkIn(await waitForMail(other.email))).toMatch(new RegExp(`^${sites.acme}/verify/[a-z2-7]{32}$`));
    // A hand-made link with an unsafe path still signs in towards home.
    const forged = await page(visitor, '/verify/aaaaaaaaaaaaaaaaaaaaaaaa?returnTo=https%3A%2F%2Fevil.example');
    expect(forged.html).not.toContain('evil.example');
  });

  it('refuses a return path that is not text', async () => {
    const reply = await new SiteClient(sites.acme).json('POST', '/api/users/sign-up', { ...newStudent(), returnTo: 42 });
    expect(reply.status).toBe(400);
  });
});

describe('the footer and the legal pages', () => {
  it('link every page to the site’s pages, its legal texts, and the account of a signed-in user', async () => {
    const owner = await signedInClient(sites.acme, ACME.ownerEmail, ACME.ownerPassword);
    expect((await owner.json('POST', '/api/settings/general', { settings: { aboutVisible: true } })).status).toBe(200);
    const saved = await owner.json('POST', '/api/settings/legal', {
      settings: { termsOfService: '<h2>Rules</h2><p>Be kind.</p><script>alert(1)</script>', privacyPolicy: '<p>We keep your email.</p>' },
    });
    expect(saved.status).toBe(200);

    const visitor = new SiteClient(sites.acme);
    const about = await page(visitor, '/about');
    for (const href of ['/', '/courses', '/about', '/terms', '/privacy']) expect(about.html).toContain(`href="${href}"`);
    expect(about.html).not.toContain('href="/profile"');
    const { client } = await newSignedInStudent(sites.acme);
    expect((await page(client, '/profile')).html).toMatch(/<footer[^]*href="\/profile"[^]*<\/footer>/);

    const terms = await page(visitor, '/terms');
    expect(terms.html).toContain('<h1 dir="auto">Terms of service</h1>');
    expect(terms.html).toContain('<h2>Rules</h2><p>Be kind.</p>');
    expect(terms.html).not.toContain('alert(1)');
    expect((await page(visitor, '/privacy')).html).toContain('<p>We keep your email.</p>');
  });

  it('show a default text naming the site until its owner writes one, which the owner starts from, and never another site’s', async () => {
    // Issue #44, item 11: a new site's terms and privacy policy are a sensible starting text.
    const en = catalogues.en.accountPages.legal;
    const defaults = { terms: en.defaultTerms.replaceAll('{{siteName}}', OTHER.name), privacy: en.defaultPrivacy.replaceAll('{{siteName}}', OTHER.name) };
    const visitor = new SiteClient(sites.other);
    const terms = await visitor.request('GET', '/terms', { headers: { cookie: 'lang=en' } });
    expect(terms.status).toBe(200);
    const termsHtml = await terms.text();
    expect(termsHtml).toContain(defaults.terms);
    expect(termsHtml).not.toContain('Be kind.');
    expect(await (await visitor.request('GET', '/privacy', { headers: { cookie: 'lang=en' } })).text()).toContain(defaults.privacy);
    // Stored, the texts are still empty: the owner's legal settings open on the default to edit.
    const owner = await signedInClient(sites.other, OTHER.ownerEmail, OTHER.ownerPassword);
    expect((await owner.json('GET', '/api/settings/legal')).body).toEqual({ termsOfService: '', privacyPolicy: '' });
    const editor = await (await owner.request('GET', '/admin/settings/legal', { headers: { cookie: 'lang=en' } })).text();
    expect(editor).toContain(`These terms apply when you use ${OTHER.name}`);
  });
});

describe('the sessions listing', () => {
  it('names each session’s browser and system, or null when the user agent says nothing', async () => {
    const { student, client } = await newSignedInStudent(sites.acme);
    const phone = new SiteClient(sites.acme);
    await phone.request('POST', '/api/users/sign-in', { json: { email: student.email, password: student.password }, headers: { 'user-agent': ANDROID_CHROME } });
    const { status, body } = await client.json<{ browser: string | null; os: string | null; current: boolean }[]>('GET', '/api/users/sessions');
    expect(status).toBe(200);
    expect(body.find((session) => !session.current)).toMatchObject({ browser: 'Chrome', os: 'Android' });
    expect(body.find((session) => session.current)).toMatchObject({ browser: null, os: null });
  });
});
