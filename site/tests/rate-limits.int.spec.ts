import { describe, expect, it } from 'vitest';
import { newSignedInStudent } from '@halaqa/infra/testing/accounts';
import { SiteClient } from '@halaqa/infra/testing/site-client';
import { useTwoSites } from '@halaqa/infra/testing/two-sites';

/** Issue #3 rate limits, counted in PostgreSQL (every request here comes from 127.0.0.1). */
const sites = useTwoSites();

describe('rate limits', () => {
  it('lets a whole class sign in from one network: 100 sign-ins in a row all pass', async () => {
    const { student } = await newSignedInStudent(sites.acme);
    const client = new SiteClient(sites.acme);
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const { status } = await client.json('POST', '/api/users/sign-in', { email: student.email, password: student.password });
      expect(status).toBe(200);
    }
  });

  it('refuses the 31st verification resend from one IP within 15 minutes', async () => {
    const client = new SiteClient(sites.acme);
    for (let attempt = 0; attempt < 30; attempt += 1) {
      expect((await client.json('POST', '/api/users/resend-email', { email: `nobody${attempt}@example.com` })).status).toBe(200);
    }
    expect(await client.json('POST', '/api/users/resend-email', { email: 'nobody@example.com' })).toEqual({
      status: 429,
      body: { error: 'Too many requests. Please try again in 15 minutes.' },
    });
    // Other calls keep their own counters.
    expect((await client.json('POST', '/api/users/password/reset', { email: 'nobody@example.com' })).status).toBe(200);
  });

  it('keeps sign-in failures of one account from locking out another', async () => {
    const victim = await newSignedInStudent(sites.acme);
    const bystander = await newSignedInStudent(sites.acme);
    const attacker = new SiteClient(sites.acme);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await attacker.json('POST', '/api/users/sign-in', { email: victim.student.email, password: 'guess' });
    }
    expect((await attacker.json('POST', '/api/users/sign-in', { email: victim.student.email, password: victim.student.password })).status).toBe(429);
    expect((await attacker.json('POST', '/api/users/sign-in', { email: bystander.student.email, password: bystander.student.password })).status).toBe(200);
  });
});
