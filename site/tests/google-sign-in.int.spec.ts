import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSignedInStudent, newStudent, signedInClient, signUpVerified } from '@halaqa/infra/testing/accounts';
import { startGoogleOAuthStub, type GoogleOAuthStub } from '@halaqa/infra/testing/google-oauth-stub';
import { SiteClient } from '@halaqa/infra/testing/site-client';
import { ACME, OTHER, useTwoSites } from '@halaqa/infra/testing/two-sites';

/** Issue #3: Google sign-in (code + PKCE + state, arctic) against a stub of Google's endpoints. */
let google: GoogleOAuthStub;
beforeAll(async () => {
  google = await startGoogleOAuthStub();
  google.addClient('acme-client-id', 'acme-client-secret');
});
afterAll(async () => {
  await google?.stop();
});
const sites = useTwoSites(() => ({ GOOGLE_AUTHORIZATION_ENDPOINT: google.authorizationEndpoint, GOOGLE_TOKEN_ENDPOINT: google.tokenEndpoint }));

/** Follows the browser's path: our start → Google's consent → our callback. Returns where it ends. */
async function signInWithGoogle(client: SiteClient, startPath = '/api/users/google/start'): Promise<string> {
  const start = await client.request('GET', startPath);
  expect(start.status).toBe(302);
  const consent = await fetch(start.headers.get('location')!, { redirect: 'manual' });
  expect(consent.status).toBe(302);
  const callback = new URL(consent.headers.get('location')!);
  expect(callback.origin).toBe(client.origin);
  const landed = await client.request('GET', `${callback.pathname}${callback.search}`);
  expect(landed.status).toBe(302);
  return landed.headers.get('location')!;
}

function googleUser(overrides: Partial<{ sub: string; email: string; email_verified: boolean; name: string }> = {}) {
  const unique = `${Date.now()}${Math.random().toString(36).slice(2, 8)}`;
  return { sub: `google-${unique}`, email: `g${unique}@gmail.test`, email_verified: true, name: 'Layla Google', ...overrides };
}

describe('the api settings group', () => {
  it('is refused before it is set up: no Google sign-in', async () => {
    expect(await new SiteClient(sites.acme).json('GET', '/api/users/google/start')).toEqual({
      status: 404,
      body: { error: 'Google sign-in is not set up for this site.' },
    });
  });

  it('stores the site’s Google client; the secret never comes back', async () => {
    const owner = await signedInClient(sites.acme, ACME.ownerEmail, ACME.ownerPassword);
    const saved = await owner.json('POST', '/api/settings/api', { settings: { googleClientId: 'acme-client-id', googleClientSecret: 'acme-client-secret' } });
    expect(saved).toEqual({ status: 200, body: { googleClientId: 'acme-client-id', googleClientSecret: '********' } });
    expect(await owner.json('GET', '/api/settings/api')).toEqual(saved);
    // Sending the mask back keeps the secret.
    expect((await owner.json('POST', '/api/settings/api', { settings: { googleClientSecret: '********' } })).status).toBe(200);
  });

  it('is closed to students, visitors and other sites', async () => {
    const { client } = await newSignedInStudent(sites.acme);
    expect((await client.json('GET', '/api/settings/api')).status).toBe(403);
    expect((await client.json('POST', '/api/settings/api', { settings: { googleClientId: 'x' } })).status).toBe(403);
    expect((await new SiteClient(sites.acme).json('GET', '/api/settings/api')).status).toBe(401);
    const otherOwner = await signedInClient(sites.other, OTHER.ownerEmail, OTHER.ownerPassword);
    expect((await otherOwner.json('GET', '/api/settings/api')).body).toEqual({ googleClientId: '', googleClientSecret: '' });
    expect((await otherOwner.json('POST', '/api/settings/api', { settings: { role: 'x' } })).status).toBe(400);
  });
});

describe('signing in with Google', () => {
  it('creates a verified account on first sign-in, and signs the same account in again', async () => {
    const identity = googleUser();
    google.signInNextAs(identity);
    const client = new SiteClient(sites.acme);
    expect(await signInWithGoogle(client)).toBe('/');
    const first = await client.json<{ user: { id: string; email: string; verified: boolean; name: string } }>('GET', '/api/users/info');
    expect(first.body.user).toMatchObject({ email: identity.email, verified: true, name: 'Layla Google' });

    google.signInNextAs(identity);
    const again = new SiteClient(sites.acme);
    expect(await signInWithGoogle(again)).toBe('/');
    expect((await again.json<{ user: { id: string } }>('GET', '/api/users/info')).body.user.id).toBe(first.body.user.id);
  });

  it('returns to the page the sign-in started from (issue #15), carried in its state, and only to a path of this site', async () => {
    google.signInNextAs(googleUser());
    expect(await signInWithGoogle(new SiteClient(sites.acme), '/api/users/google/start?returnTo=%2Fcourses%3Fq%3Dnahw')).toBe('/courses?q=nahw');
    for (const unsafe of ['//evil.example', 'https://evil.example', '/\\evil.example']) {
      google.signInNextAs(googleUser());
      expect(await signInWithGoogle(new SiteClient(sites.acme), `/api/users/google/start?returnTo=${encodeURIComponent(unsafe)}`)).toBe('/');
    }
  });

  it('keeps the return path when it sends the visitor back to sign in', async () => {
    const student = newStudent();
    await signUpVerified(new SiteClient(sites.acme), student);
    google.signInNextAs(googleUser({ email: student.email }));
    expect(await signInWithGoogle(new SiteClient(sites.acme), '/api/users/google/start?returnTo=%2Fcourses')).toBe('/sign-in?returnTo=%2Fcourses&error=google-not-linked');
  });

  it('refuses an existing password account: "Account exists but not linked to Google!"', async () => {
    const student = newStudent();
    await signUpVerified(new SiteClient(sites.acme), student);
    google.signInNextAs(googleUser({ email: student.email }));
    const client = new SiteClient(sites.acme);
    expect(await signInWithGoogle(client)).toBe('/sign-in?error=google-not-linked');
    expect(client.sessionCookie).toBeUndefined();
    const page = await client.request('GET', '/sign-in?error=google-not-linked', { headers: { cookie: 'lang=en' } });
    expect(await page.text()).toContain('Account exists but not linked to Google!');
  });

  it('does not create an account for an address Google has not verified', async () => {
    google.signInNextAs(googleUser({ email_verified: false }));
    const client = new SiteClient(sites.acme);
    expect(await signInWithGoogle(client)).toBe('/sign-in?error=google-failed');
    expect(client.sessionCookie).toBeUndefined();
  });

  it('rejects a callback whose state does not match the one it started with', async () => {
    google.signInNextAs(googleUser());
    const client = new SiteClient(sites.acme);
    const start = await client.request('GET', '/api/users/google/start');
    const consent = await fetch(start.headers.get('location')!, { redirect: 'manual' });
    const callback = new URL(consent.headers.get('location')!);
    callback.searchParams.set('state', 'forged');
    const landed = await client.request('GET', `${callback.pathname}${callback.search}`);
    expect(landed.headers.get('location')).toBe('/sign-in?error=google-failed');
    expect(client.sessionCookie).toBeUndefined();
  });

  it('is not available on a site that has not set it up, even for the same Google account', async () => {
    expect((await new SiteClient(sites.other).request('GET', '/api/users/google/start')).status).toBe(404);
  });
});
