import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFreshDatabase } from '@halaqa/infra/testing/fresh-database';
import { newStudent, signUpVerified } from '@halaqa/infra/testing/accounts';
import { verificationLinkIn, waitForMail } from '@halaqa/infra/testing/mailbox';
import { SiteClient } from '@halaqa/infra/testing/site-client';
import { startSiteServer, type RunningSite } from '@halaqa/infra/testing/site-server';
import { createTenantWithCli } from '@halaqa/infra/testing/tenant-cli';

/** The first calls of the contract (platform-core §7) against the real site and database. */
let site: RunningSite;
const acme = { domain: 'acme.localhost', name: 'Acme Academy', ownerEmail: 'owner@acme.test', ownerPassword: 'owner-secret' };
const other = { domain: 'other.localhost', name: 'Other School', ownerEmail: 'owner@other.test', ownerPassword: 'owner-secret' };

beforeAll(async () => {
  const databaseUrl = await createFreshDatabase();
  await createTenantWithCli(databaseUrl, acme);
  await createTenantWithCli(databaseUrl, other);
  site = await startSiteServer(databaseUrl);
});

afterAll(async () => {
  await site?.stop();
});

describe('sign-up', () => {
  it('creates an unverified account and mails a link to /verify/{token} on the same site', async () => {
    const client = new SiteClient(site.origin(acme.domain));
    const student = newStudent();
    const { status, body } = await client.json<{ user: Record<string, unknown> }>('POST', '/api/users/sign-up', student);
    expect(status).toBe(200);
    expect(body.user).toMatchObject({ name: 'Mona Hassan', email: student.email, verified: false, settings: '{}' });
    expect(JSON.stringify(body)).not.toMatch(/password|hash|argon/i);

    const mail = await waitForMail(student.email);
    expect(verificationLinkIn(mail)).toMatch(new RegExp(`^${site.origin(acme.domain)}/verify/[a-z2-7]{32}$`));
  });

  it('refuses a second account with the same email on the same site', async () => {
    const client = new SiteClient(site.origin(acme.domain));
    const student = newStudent();
    expect((await client.json('POST', '/api/users/sign-up', student)).status).toBe(200);
    const again = await client.json('POST', '/api/users/sign-up', { ...student, email: student.email.toUpperCase() });
    expect(again.status).not.toBe(200);
    expect(again.body).toEqual({ error: 'Email address already exists.' });
  });

  it('allows the same email on another site as a separate account', async () => {
    const student = newStudent();
    expect((await new SiteClient(site.origin(acme.domain)).json('POST', '/api/users/sign-up', student)).status).toBe(200);
    expect((await new SiteClient(site.origin(other.domain)).json('POST', '/api/users/sign-up', student)).status).toBe(200);
  });

  it.each([
    [{ name: 'Mona' }, 'name', 'Please enter your full name (first and last name).'],
    [{ email: 'nope' }, 'email', 'Please enter a valid email address.'],
    [{ password: '12345' }, 'password', 'The password must be at least 6 characters.'],
    [{ telephone: '12' }, 'telephone', 'Please enter a valid telephone number.'],
    [{ telegram: 'mona' }, 'telegram', 'The Telegram username must start with @.'],
    [{ password: 123456 }, 'password', 'The password must be at least 6 characters.'],
  ])('answers 400 naming the field for %j', async (change, field, error) => {
    const client = new SiteClient(site.origin(acme.domain));
    const { status, body } = await client.json('POST', '/api/users/sign-up', newStudent(change));
    expect(status).toBe(400);
    expect(body).toEqual({ error, field });
  });

  it('answers malformed JSON with 400, and errors in the visitor’s chosen language', async () => {
    const client = new SiteClient(site.origin(acme.domain));
    const response = await client.request('POST', '/api/users/sign-up', { body: '{"name":', headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'The request body is not valid JSON.', field: 'body' });

    const arabic = await client.request('POST', '/api/users/sign-up', {
      json: newStudent({ name: 'Mona' }),
      headers: { cookie: 'lang=ar' },
    });
    expect(await arabic.json()).toMatchObject({ error: 'يرجى إدخال اسمك الكامل (الاسم الأول واسم العائلة).' });
  });

  it('refuses a body over 1 MB with 413 and writes nothing', async () => {
    const client = new SiteClient(site.origin(acme.domain));
    const student = newStudent({ bio: 'x'.repeat(1024 * 1024) });
    const { status, body } = await client.json('POST', '/api/users/sign-up', student);
    expect(status).toBe(413);
    expect(body).toEqual({ error: 'The request body is too large.' });
    const signIn = await client.json('POST', '/api/users/sign-in', { email: student.email, password: student.password });
    expect(signIn.body).toEqual({ error: 'Incorrect email or password.' });
  });
});

describe('verification', () => {
  it('answers an unknown or malformed token with "Invalid Token"', async () => {
    const client = new SiteClient(site.origin(acme.domain));
    expect(await client.json('GET', `/api/users/verify/${'a'.repeat(32)}`)).toEqual({ status: 400, body: { error: 'Invalid Token' } });
    expect(await client.json('GET', '/api/users/verify/NOT-A-TOKEN')).toEqual({ status: 400, body: { error: 'Invalid Token' } });
  });

  it('does not accept a token on another tenant’s site', async () => {
    const student = newStudent();
    await new SiteClient(site.origin(acme.domain)).json('POST', '/api/users/sign-up', student);
    const token = verificationLinkIn(await waitForMail(student.email)).split('/').pop();
    const onOther = await new SiteClient(site.origin(other.domain)).json('GET', `/api/users/verify/${token}`);
    expect(onOther).toEqual({ status: 400, body: { error: 'Invalid Token' } });
  });
});

describe('sign-in, info and logout', () => {
  it('refuses an unverified account with the verification message', async () => {
    const client = new SiteClient(site.origin(acme.domain));
    const student = newStudent();
    await client.json('POST', '/api/users/sign-up', student);
    const { status, body } = await client.json('POST', '/api/users/sign-in', { email: student.email, password: student.password });
    expect(status).toBe(403);
    expect(body).toEqual({ error: 'The account must be verified to sign in. Check your email for the verification link.' });
    expect(client.sessionCookie).toBeUndefined();
  });

  it('gives the same error for a wrong password and an unknown email', async () => {
    const client = new SiteClient(site.origin(acme.domain));
    const student = newStudent();
    await signUpVerified(client, student);
    const wrongPassword = await client.json('POST', '/api/users/sign-in', { email: student.email, password: 'wrong-password' });
    const unknownEmail = await client.json('POST', '/api/users/sign-in', { email: `nobody-${student.email}`, password: 'wrong-password' });
    expect(wrongPassword).toEqual({ status: 401, body: { error: 'Incorrect email or password.' } });
    expect(unknownEmail).toEqual(wrongPassword);
  });

  it('signs in, returns the user and settings from /info, and logs out', async () => {
    const client = new SiteClient(site.origin(acme.domain));
    const student = newStudent();
    await signUpVerified(client, student);

    const signIn = await client.json<Record<string, unknown>>('POST', '/api/users/sign-in', { email: student.email, password: student.password });
    expect(signIn.status).toBe(200);
    expect(signIn.body).toMatchObject({ email: student.email, verified: true, role: { role: 'user' } });
    expect(client.sessionCookie).toMatch(/^[a-z2-7]{32}$/);

    const info = await client.json<{ user: Record<string, unknown>; siteSettings: Record<string, unknown> }>('GET', '/api/users/info');
    expect(info.status).toBe(200);
    expect(info.body.user).toMatchObject({ email: student.email, settings: '{}' });
    expect(info.body.siteSettings).toMatchObject({ siteName: 'Acme Academy', themeColor: '#6200ee', siteLang: 'en', onboardingComplete: false });
    expect(JSON.stringify(info.body)).not.toMatch(/passwordHash|argon2/);

    expect((await client.json('POST', '/api/users/logout')).status).toBe(200);
    expect((await client.json('GET', '/api/users/info')).status).toBe(401);
  });

  it('refuses sign-in for a while after 5 failures, even with the right password', async () => {
    const client = new SiteClient(site.origin(acme.domain));
    const student = newStudent();
    await signUpVerified(client, student);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const failure = await client.json('POST', '/api/users/sign-in', { email: student.email, password: `wrong-${attempt}` });
      expect(failure.status).toBe(401);
    }
    const locked = await client.json('POST', '/api/users/sign-in', { email: student.email, password: student.password });
    expect(locked).toEqual({ status: 429, body: { error: 'Too many sign-in attempts. Please try again in 15 minutes.' } });
    expect(client.sessionCookie).toBeUndefined();
    // The same address on another site is another account, with its own count.
    const elsewhere = await new SiteClient(site.origin(other.domain)).json('POST', '/api/users/sign-in', { email: student.email, password: 'x' });
    expect(elsewhere.status).toBe(401);
  });

  it('keeps the session cookie HttpOnly and SameSite=Lax', async () => {
    const client = new SiteClient(site.origin(acme.domain));
    const response = await client.request('POST', '/api/users/sign-in', { json: { email: acme.ownerEmail, password: acme.ownerPassword } });
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith('session='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
  });

  it('answers /info with non-200 when signed out', async () => {
    const { status, body } = await new SiteClient(site.origin(acme.domain)).json('GET', '/api/users/info');
    expect(status).toBe(401);
    expect(body).toEqual({ error: 'You are not signed in.' });
  });
});

describe('tenant isolation', () => {
  it('does not let a session of one site act on another', async () => {
    const acmeClient = new SiteClient(site.origin(acme.domain));
    expect((await acmeClient.json('POST', '/api/users/sign-in', { email: acme.ownerEmail, password: acme.ownerPassword })).status).toBe(200);

    const thief = new SiteClient(site.origin(other.domain));
    thief.useSessionCookie(acmeClient.sessionCookie!);
    expect((await thief.json('GET', '/api/users/info')).status).toBe(401);
    // The cookie still works where it belongs.
    expect((await acmeClient.json('GET', '/api/users/info')).status).toBe(200);
  });

  it('does not sign in with another site’s account', async () => {
    const { body } = await new SiteClient(site.origin(other.domain)).json('POST', '/api/users/sign-in', {
      email: acme.ownerEmail,
      password: acme.ownerPassword,
    });
    expect(body).toEqual({ error: 'Incorrect email or password.' });
  });

  it('answers an unknown host with 404 and no other tenant’s site', async () => {
    const client = new SiteClient(site.origin('nobody.localhost'));
    expect(await client.json('GET', '/api/users/info')).toEqual({
      status: 404,
      body: { error: 'No learning site is registered at this address.' },
    });
    const page = await client.request('GET', '/');
    expect(page.status).toBe(404);
    const html = await page.text();
    expect(html).toContain('nobody.localhost');
    expect(html).not.toContain('Acme Academy');
  });

  it('reads the tenant host header islands send, and refuses one naming another site than Host (issue #10)', async () => {
    const onAcme = await new SiteClient(site.origin(acme.domain)).request('GET', '/api/users/info', { headers: { 'x-tenant-host': site.origin(acme.domain) } });
    expect(onAcme.status).toBe(401);
    const mixed = await new SiteClient(site.origin('nobody.localhost')).request('GET', '/api/users/info', { headers: { 'x-tenant-host': site.origin(acme.domain) } });
    expect([mixed.status, await mixed.json()]).toEqual([421, { error: 'This request names two different sites and was not carried out.' }]);
  });
});

describe('CSRF', () => {
  it('refuses a mutating request from another origin or without one', async () => {
    const client = new SiteClient(site.origin(acme.domain));
    const body = { email: acme.ownerEmail, password: acme.ownerPassword };
    const foreign = await client.request('POST', '/api/users/sign-in', { json: body, headers: { origin: site.origin(other.domain) } });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({ error: 'This request did not come from this site.' });
    expect(client.sessionCookie).toBeUndefined();
  });
});

describe('pages', () => {
  it('shows each tenant its own name on the home page, in Arabic by default', async () => {
    const html = await (await new SiteClient(site.origin(acme.domain)).request('GET', '/')).text();
    expect(html).toContain('<html lang="ar" dir="rtl"');
    expect(html).toContain('Acme Academy');
    const otherHtml = await (await new SiteClient(site.origin(other.domain)).request('GET', '/')).text();
    expect(otherHtml).toContain('Other School');
    expect(otherHtml).not.toContain('Acme Academy');
  });

  it('renders the sign-up and sign-in forms on the server', async () => {
    const client = new SiteClient(site.origin(acme.domain));
    const signUp = await client.request('GET', '/sign-up', { headers: { cookie: 'lang=en' } });
    expect(signUp.status).toBe(200);
    const signUpHtml = await signUp.text();
    expect(signUpHtml).toContain('Full name');
    expect(signUpHtml).toContain('I accept the terms of service and the privacy policy');
    const signIn = await client.request('GET', '/sign-in', { headers: { cookie: 'lang=fr' } });
    expect(await signIn.text()).toContain('Mot de passe');
  });

  it('answers an unknown path with the 404 page and its Go to Homepage link', async () => {
    const response = await new SiteClient(site.origin(acme.domain)).request('GET', '/no-such-page', { headers: { cookie: 'lang=en' } });
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('Go to Homepage');
    expect(html).toContain('href="/"');
  });

  it('answers an unknown API path with a JSON 404', async () => {
    expect(await new SiteClient(site.origin(acme.domain)).json('GET', '/api/no-such-call')).toEqual({ status: 404, body: { error: 'Not found.' } });
  });

  it('serves the OpenAPI document of the calls on every site', async () => {
    const { status, body } = await new SiteClient(site.origin(other.domain)).json<{ openapi: string; paths: Record<string, object> }>(
      'GET',
      '/api/openapi.json',
    );
    expect(status).toBe(200);
    expect(body.openapi).toBe('3.1.0');
    expect(body.paths['/api/users/sign-up']).toHaveProperty('post');
  });
});
