import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogues } from '@halaqa/shared/i18n/index';
import { SECRET_MASK } from '@halaqa/shared/schemas/settings';
import { newSignedInStudent, signedInClient } from '@halaqa/infra/testing/accounts';
import { uploadFile } from '@halaqa/infra/testing/files';
import { SiteClient } from '@halaqa/infra/testing/site-client';
import { halaqaCli } from '@halaqa/infra/testing/tenant-cli';
import { ACME, OTHER, useTwoSites } from '@halaqa/infra/testing/two-sites';

/** Issue #4: the settings groups and client error reporting (platform-core §7). */
const sites = useTwoSites();
const en = catalogues.en;
let owner: SiteClient;
const picture = () => sharp({ create: { width: 32, height: 32, channels: 3, background: '#00897b' } }).png().toBuffer();

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

  it("drop a visitor's kept home page the moment they are saved", async () => {
    const visitor = new SiteClient(sites.acme);
    const visit = () => visitor.request('GET', '/', { headers: { cookie: 'lang=en' } });
    // A write is heard twice (at once, and from PostgreSQL a moment later): a page rendered in between is not kept.
    await expect.poll(async () => (await visit()).headers.get('x-halaqa-cache')).toBe('hit');
    const before = await (await visit()).text();
    expect(before).not.toContain('href="/services"');
    expect((await owner.json('POST', '/api/settings/general', { settings: { siteName: 'Acme Renamed Now', servicesVisible: true } })).status).toBe(200);
    const after = await visit();
    expect(after.headers.get('x-halaqa-cache')).toBe('miss');
    const html = await after.text();
    expect(html).toContain('Acme Renamed Now');
    expect(html).toContain('href="/services"');
  });

  it('put the home background behind the hero', async () => {
    const key = await uploadFile(owner, 'Hero.png', await picture(), { segment: 'images' });
    expect((await owner.json('POST', '/api/settings/general', { settings: { homeBackground: key } })).status).toBe(200);
    const home = await (await new SiteClient(sites.acme).request('GET', '/')).text();
    // As resized variants (shared/image-widths), the browser picking the width.
    expect(home).toContain(`srcset="/files/${key}?w=320 320w, /files/${key}?w=640 640w, /files/${key}?w=960 960w, /files/${key}?w=1280 1280w"`);
    expect(await owner.json('POST', '/api/settings/general', { settings: { homeBackground: "x'); background: url(evil" } })).toEqual({
      status: 400,
      body: { error: 'This is not the key of an uploaded file.', field: 'settings.homeBackground' },
    });
  });

  it('take as logo, home background or about image only a public file uploaded to this site, and write nothing else (issue #39)', async () => {
    const logo = await uploadFile(owner, 'Logo.png', await picture(), { segment: 'images' });
    const { client: student } = await newSignedInStudent(sites.acme);
    const otherOwner = await signedInClient(sites.other, OTHER.ownerEmail, OTHER.ownerPassword);
    const refusedKeys = {
      private: await uploadFile(student, 'Essay.png', await picture(), { visibility: 'private', segment: 'submissions' }),
      otherSitesPublic: await uploadFile(otherOwner, 'Their logo.png', await picture(), { segment: 'images' }),
      otherSitesPrivate: await uploadFile(otherOwner, 'Their essay.png', await picture(), { visibility: 'private', segment: 'submissions' }),
      neverUploaded: 'public/images/1732234567890/ab12cd34_never-uploaded.png',
    };
    expect((await owner.json('POST', '/api/settings/general', { settings: { siteName: 'Acme Branded', siteLogo: logo, homeBackground: logo } })).status).toBe(200);
    expect((await owner.json('POST', '/api/settings/about', { settings: { image: logo } })).status).toBe(200);

    // Each with another field beside it, which must not be written either.
    const writes = [
      ['/api/settings/general', 'siteLogo', { siteName: 'Acme Hijacked' }],
      ['/api/settings/general', 'homeBackground', { siteName: 'Acme Hijacked' }],
      ['/api/settings/about', 'image', { title: 'Hijacked' }],
    ] as const;
    for (const [kind, key] of Object.entries(refusedKeys)) {
      for (const [path, field, alongside] of writes) {
        expect(await owner.json('POST', path, { settings: { ...alongside, [field]: key } }), `${kind} as ${field}`).toEqual({
          status: 400,
          body: { error: en.validation.publicFileKey, field: `settings.${field}` },
        });
      }
    }
    expect((await owner.json<{ siteSettings: Record<string, unknown> }>('GET', '/api/users/info')).body.siteSettings).toMatchObject({ siteName: 'Acme Branded', siteLogo: logo, homeBackground: logo });
    expect((await owner.json('GET', '/api/settings/about')).body).toMatchObject({ image: logo, title: '' });

    // Sent again, a key stays; an empty one clears the picture.
    expect((await owner.json('POST', '/api/settings/general', { settings: { siteLogo: logo, homeBackground: '' } })).body).toMatchObject({ siteLogo: logo, homeBackground: '' });
    expect((await owner.json('POST', '/api/settings/general', { settings: { siteLogo: '' } })).status).toBe(200);
    expect((await owner.json('POST', '/api/settings/about', { settings: { image: '' } })).body).toMatchObject({ image: '' });
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

describe('the settings pages (/admin/settings/…)', () => {
  const PAGES = ['/admin/settings', '/admin/settings/about', '/admin/settings/legal', '/admin/settings/api'];

  it("open for the owner with the site's values, the Google secret only as its mask", async () => {
    expect((await owner.json('POST', '/api/settings/api', { settings: { googleClientId: 'acme-client.apps', googleClientSecret: 'the-real-secret' } })).status).toBe(200);
    for (const path of PAGES) expect((await owner.request('GET', path)).status, path).toBe(200);
    const api = await (await owner.request('GET', '/admin/settings/api')).text();
    expect(api).toContain('acme-client.apps');
    expect(api).toContain(SECRET_MASK);
    expect(api).not.toContain('the-real-secret');
    expect(await (await owner.request('GET', '/admin')).text()).toContain('href="/admin/settings"');
  });

  it('send a visitor to sign in, and refuse a student, an admin limited to a course, and the other site’s owner', async () => {
    for (const path of PAGES) {
      const visit = await new SiteClient(sites.acme).request('GET', path);
      expect(visit.status, path).toBe(302);
      expect(visit.headers.get('location')).toBe(`/sign-in?returnTo=${encodeURIComponent(path)}`);
    }
    const course = await owner.json<{ id: string }>('POST', '/api/courses', { name: `Settings access ${Date.now()}` });
    const limited = await newSignedInStudent(sites.acme);
    expect((await owner.json('POST', `/api/users/${limited.id}/rights`, { newRole: 'admin', rights: ['modify-courses', 'modify-learning-material'] })).status).toBe(200);
    expect((await owner.json('POST', `/api/users/${limited.id}/courses`, { courses: [course.body.id] })).status).toBe(200);
    const { client: student } = await newSignedInStudent(sites.acme);
    for (const client of [student, limited.client]) {
      for (const path of PAGES) expect((await client.request('GET', path)).status, path).toBe(403);
      expect(await (await client.request('GET', '/admin')).text()).not.toContain('href="/admin/settings"');
      expect((await client.json('POST', '/api/settings/general', { settings: { siteName: 'Taken over' } })).status).toBe(403);
      expect((await client.json('GET', '/api/settings/api')).status).toBe(403);
    }

    // The other site's owner, with their session, on this site: a stranger here.
    const otherOwner = await signedInClient(sites.other, OTHER.ownerEmail, OTHER.ownerPassword);
    const onAcme = new SiteClient(sites.acme);
    onAcme.useSessionCookie(otherOwner.sessionCookie!);
    expect((await onAcme.request('GET', '/admin/settings')).status).toBe(302);
    expect((await onAcme.json('POST', '/api/settings/general', { settings: { siteName: 'Taken over' } })).status).toBe(401);
    expect((await owner.json<{ siteSettings: { siteName: string } }>('GET', '/api/users/info')).body.siteSettings.siteName).not.toBe('Taken over');
  });

  it('answer bad input with the field it is about, never a 500', async () => {
    // A client of its own: the pages visited above set the language cookie to Arabic in the owner's.
    const owner = await signedInClient(sites.acme, ACME.ownerEmail, ACME.ownerPassword);
    expect(await owner.json('POST', '/api/settings/general', { settings: { siteName: '   ' } })).toEqual({ status: 400, body: { error: 'The site needs a name.', field: 'settings.siteName' } });
    expect(await owner.json('POST', '/api/settings/general', { settings: { displayCourses: null } })).toEqual({ status: 400, body: { error: 'The home page shows 0 to 5 courses.', field: 'settings.displayCourses' } });
    const arabic = await owner.request('POST', '/api/settings/general', { json: { settings: { themeColor: 'rgb(1,2,3)' } }, headers: { cookie: 'lang=ar' } });
    expect(arabic.status).toBe(400);
    expect(((await arabic.json()) as { field: string }).field).toBe('settings.themeColor');
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
