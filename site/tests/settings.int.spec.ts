import { beforeAll, describe, expect, it } from 'vitest';
import { newSignedInStudent, signedInClient } from '@halaqa/infra/testing/accounts';
import { SiteClient } from '@halaqa/infra/testing/site-client';
import { halaqaCli } from '@halaqa/infra/testing/tenant-cli';
import { ACME, OTHER, useTwoSites } from '@halaqa/infra/testing/two-sites';

/** Issue #4: the settings groups and client error reporting (platform-core §7). */
const sites = useTwoSites();
let owner: SiteClient;

beforeAll(async () => {
  owner = await signedInClient(sites.acme, ACME.ownerEmail, ACME.ownerPassword);
});

describe('general settings', () => {
  it('change what is sent, show on the site at once, and stay on this site', async () => {
    const saved = await owner.json('POST', '/api/settings/general', { settings: { siteName: 'Acme Online', themeColor: '#00897b', blogVisible: true } });
    expect(saved).toMatchObject({ status: 200, body: { siteName: 'Acme Online', themeColor: '#00897b', blogVisible: true, servicesVisible: false } });
    const home = await (await new SiteClient(sites.acme).request('GET', '/')).text();
    expect(home).toContain('Acme Online');
    expect(home).toContain('--theme-color: #00897b');
    expect(await (await new SiteClient(sites.other).request('GET', '/')).text()).not.toContain('Acme Online');
  });

  it('put the home background behind the hero', async () => {
    const key = 'public/images/1732234567890/ab12cd34_hero.jpg';
    await owner.json('POST', '/api/settings/general', { settings: { homeBackground: key } });
    const home = await (await new SiteClient(sites.acme).request('GET', '/')).text();
    expect(home).toContain(`--hero-image: url('/files/${key}')`);
    expect(await owner.json('POST', '/api/settings/general', { settings: { homeBackground: "x'); background: url(evil" } })).toEqual({
      status: 400,
      body: { error: 'This is not the key of an uploaded file.', field: 'settings.homeBackground' },
    });
  });

  it('refuse bad values, unknown fields, students and visitors', async () => {
    expect(await owner.json('POST', '/api/settings/general', { settings: { themeColor: 'red' } })).toEqual({
      status: 400,
      body: { error: 'Colours are hex values such as #6200ee.', field: 'settings.themeColor' },
    });
    expect((await owner.json('POST', '/api/settings/general', { settings: { plan: 'enterprise' } })).body).toEqual({
      error: 'The field "settings.plan" cannot be changed here.',
      field: 'settings.plan',
    });
    const { client } = await newSignedInStudent(sites.acme);
    expect((await client.json('POST', '/api/settings/general', { settings: { siteName: 'Hacked' } })).status).toBe(403);
    expect((await new SiteClient(sites.acme).json('POST', '/api/settings/general', { settings: { siteName: 'Hacked' } })).status).toBe(401);
    const otherOwner = await signedInClient(sites.other, OTHER.ownerEmail, OTHER.ownerPassword);
    await otherOwner.json('POST', '/api/settings/general', { settings: { siteName: 'Other Renamed' } });
    expect((await owner.json<{ siteSettings: { siteName: string } }>('GET', '/api/users/info')).body.siteSettings.siteName).not.toBe('Other Renamed');
  });
});

describe('about and legal', () => {
  it('store sanitised HTML that anyone can read', async () => {
    const about = await owner.json('POST', '/api/settings/about', {
      settings: { title: 'About us', content: '<p onclick="x()">We teach <strong>Arabic</strong></p><script>alert(1)</script>' },
    });
    expect(about).toEqual({ status: 200, body: { title: 'About us', content: '<p>We teach <strong>Arabic</strong></p>', image: '' } });
    expect(await new SiteClient(sites.acme).json('GET', '/api/settings/about')).toEqual(about);

    await owner.json('POST', '/api/settings/legal', { settings: { termsOfService: '<h2>Terms</h2><iframe src="x"></iframe>' } });
    expect(await new SiteClient(sites.acme).json('GET', '/api/settings/legal')).toEqual({
      status: 200,
      body: { termsOfService: '<h2>Terms</h2>', privacyPolicy: '' },
    });
    expect((await new SiteClient(sites.other).json('GET', '/api/settings/about')).body).toEqual({ title: '', content: '', image: '' });
  });

  it('refuse students', async () => {
    const { client } = await newSignedInStudent(sites.acme);
    expect((await client.json('POST', '/api/settings/legal', { settings: { privacyPolicy: 'x' } })).status).toBe(403);
  });
});

describe('log-client-error', () => {
  it('records a report (a rejection without message is "Unhandled rejection") and limits floods', async () => {
    const visitor = new SiteClient(sites.acme);
    expect(await visitor.json('POST', '/api/log-client-error', { message: 'x is undefined', source: '/app.js', lineno: 3, colno: 7, userAgent: 'UA', location: '/' })).toEqual({
      status: 200,
      body: { ok: true },
    });
    expect((await visitor.json('POST', '/api/log-client-error', { stack: 'at f()', userAgent: 'UA', location: '/courses' })).status).toBe(200);
    expect((await visitor.json('POST', '/api/log-client-error', { lineno: 'three' })).status).toBe(400);
    let status = 200;
    for (let attempt = 0; attempt < 60 && status === 200; attempt += 1) {
      status = (await visitor.json('POST', '/api/log-client-error', { message: `flood ${attempt}` })).status;
    }
    expect(status).toBe(429);
  });
});

describe('the about page', () => {
  it('is not found while aboutVisible is off, and shows the sanitised content once it is on', async () => {
    const visitor = new SiteClient(sites.acme);
    await owner.json('POST', '/api/settings/about', { settings: { title: 'Our story', content: '<p>Since 2020</p><script>x()</script>' } });
    await owner.json('POST', '/api/settings/general', { settings: { aboutVisible: false } });
    expect((await visitor.request('GET', '/about')).status).toBe(404);
    await owner.json('POST', '/api/settings/general', { settings: { aboutVisible: true } });
    const page = await visitor.request('GET', '/about');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Our story');
    expect(html).toContain('<p>Since 2020</p>');
    expect(html).not.toContain('x()');
  });
});

describe('a suspended site', () => {
  it('shows every visitor the suspended page and answers calls with 503, until it is active again', async () => {
    expect((await halaqaCli(['tenant', 'suspend', '--domain', ACME.domain], sites.databaseUrl)).code).toBe(0);
    // The site caches tenants for up to 5 seconds.
    await expect
      .poll(async () => (await new SiteClient(sites.acme).request('GET', '/', { headers: { cookie: 'lang=en' } })).status, { timeout: 10_000 })
      .toBe(503);
    const page = await (await new SiteClient(sites.acme).request('GET', '/sign-in', { headers: { cookie: 'lang=en' } })).text();
    expect(page).toContain('is suspended for now. Please contact support.');
    expect(await new SiteClient(sites.acme).json('GET', '/api/users/info')).toEqual({
      status: 503,
      body: { error: 'This site is suspended. Please contact support.' },
    });
    expect((await new SiteClient(sites.other).request('GET', '/')).status).toBe(200);
    expect((await halaqaCli(['tenant', 'unsuspend', '--domain', ACME.domain], sites.databaseUrl)).code).toBe(0);
    await expect.poll(async () => (await new SiteClient(sites.acme).request('GET', '/')).status, { timeout: 10_000 }).toBe(200);
  });
});
