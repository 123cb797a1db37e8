import { request } from 'undici';
import { describe, expect, it } from 'vitest';
import { newSignedInStudent, newStudent } from '@halaqa/infra/testing/accounts';
import { waitForMail } from '@halaqa/infra/testing/mailbox';
import { SiteClient } from '@halaqa/infra/testing/site-client';
import { ACME, useTwoSites } from '@halaqa/infra/testing/two-sites';

/**
 * Issue #10, items 2, 10, 13 and 17: links in mail come from the site's configured address
 * whatever a request says about its host; a request naming two sites is refused; a write must
 * come from exactly one of the site's origins; a token is used once however many requests race
 * with it; a reset answers alike for known and unknown addresses.
 */
const sites = useTwoSites();

/** A raw request to the site's port with headers a browser would never let a page set. */
async function rawPost(path: string, headers: Record<string, string>, body: unknown) {
  const reply = await request(`http://127.0.0.1:${sites.site.port}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: reply.statusCode, body: (await reply.body.json()) as Record<string, unknown> };
}

const acmeHost = () => new URL(sites.acme).host;

function linkIn(text: string): URL {
  const match = /https?:\/\/\S+/.exec(text);
  if (!match) throw new Error(`No link in: ${text}`);
  return new URL(match[0]);
}

describe('links in mail', () => {
  it('point at the site whatever X-Forwarded-Host or Forwarded a reset request carries', async () => {
    const spoofs: Record<string, string>[] = [
      { 'x-forwarded-host': 'attacker.example', 'x-forwarded-proto': 'https' },
      { forwarded: 'host=attacker.example;proto=https' },
      { 'x-forwarded-host': 'attacker.example:8443', 'x-tenant-host': sites.acme },
    ];
    for (const spoof of spoofs) {
      const { student } = await newSignedInStudent(sites.acme);
      const reply = await rawPost('/api/users/password/reset', { host: acmeHost(), origin: sites.acme, ...spoof }, { email: student.email });
      expect(reply).toEqual({ status: 200, body: { ok: true } });
      expect(linkIn((await waitForMail(student.email)).text).origin).toBe(sites.acme);
    }
  });

  it('refuse a request whose Host names another site than its tenant header, and mail nothing', async () => {
    const { student } = await newSignedInStudent(sites.acme);
    const attack = await rawPost('/api/users/password/reset', { host: 'attacker.example', 'x-tenant-host': sites.acme, origin: sites.acme }, { email: student.email });
    expect(attack).toEqual({ status: 421, body: { error: 'This request names two different sites and was not carried out.' } });
    const otherSite = await rawPost('/api/users/password/reset', { host: new URL(sites.other).host, 'x-tenant-host': sites.acme, origin: sites.acme }, { email: student.email });
    expect(otherSite.status).toBe(421);
    await expect(waitForMail(student.email, 2_000)).rejects.toThrow(/No mail/);
  });

  it('of sign-up and resend point at the site too', async () => {
    const student = newStudent();
    const signUp = await rawPost('/api/users/sign-up', { host: acmeHost(), origin: sites.acme, 'x-forwarded-host': 'attacker.example' }, student);
    expect(signUp.status).toBe(200);
    expect(linkIn((await waitForMail(student.email)).text).origin).toBe(sites.acme);
  });
});

describe('the origin of a write', () => {
  it('must be one of the site’s origins exactly: another port or scheme of the same host is refused', async () => {
    const { client } = await newSignedInStudent(sites.acme);
    const sameHostOtherPort = `http://${ACME.domain}:${sites.site.port + 1}`;
    const sameHostHttps = `https://${ACME.domain}:${sites.site.port}`;
    for (const origin of [sameHostOtherPort, sameHostHttps, 'null']) {
      const reply = await client.request('PUT', '/api/users/me', { json: { name: 'Mona Changed' }, headers: { origin } });
      expect(reply.status).toBe(403);
      expect(await reply.json()).toEqual({ error: 'This request did not come from this site.' });
    }
    expect((await client.json('PUT', '/api/users/me', { name: 'Mona Changed' })).status).toBe(200);
  });
});

describe('single-use tokens', () => {
  it('reset the password once when the same token is sent ten times at once', async () => {
    const { student } = await newSignedInStudent(sites.acme);
    const visitor = new SiteClient(sites.acme);
    await visitor.json('POST', '/api/users/password/reset', { email: student.email });
    const token = /token=([a-z2-7]+)/.exec((await waitForMail(student.email)).text)![1];
    const replies = await Promise.all(Array.from({ length: 10 }, (_, index) => visitor.json('POST', '/api/users/update-password', { newPassword: `raced-pass-${index}`, token })));
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1);
    expect(replies.filter((reply) => reply.status === 400 && reply.body.error === 'Invalid Token')).toHaveLength(9);
  });

  it('verify an address once when the link is opened ten times at once', async () => {
    const student = newStudent();
    const visitor = new SiteClient(sites.acme);
    await visitor.json('POST', '/api/users/sign-up', student);
    const token = /\/verify\/([a-z2-7]+)/.exec((await waitForMail(student.email)).text)![1];
    const replies = await Promise.all(Array.from({ length: 10 }, () => visitor.json<{ status: string }>('GET', `/api/users/verify/${token}`)));
    expect(replies.map((reply) => reply.body.status).sort()).toEqual(['already-verified', ...Array(8).fill('already-verified'), 'verified'].sort());
  });
});

describe('password reset timing', () => {
  it('answers a known address about as fast as an unknown one (the mail is queued, not sent in the request)', async () => {
    const { student } = await newSignedInStudent(sites.acme);
    const visitor = new SiteClient(sites.acme);
    const timeOf = async (email: string) => {
      const started = performance.now();
      expect((await visitor.json('POST', '/api/users/password/reset', { email })).status).toBe(200);
      return performance.now() - started;
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const known: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      known.push(await timeOf(student.email));
      unknown.push(await timeOf(`nobody-${round}-${Date.now()}@example.com`));
    }
    expect(median(known)).toBeLessThan(median(unknown) * 3 + 50);
    expect((await waitForMail(student.email)).subject).toBe('Reset your password for Acme Academy');
  });
});
