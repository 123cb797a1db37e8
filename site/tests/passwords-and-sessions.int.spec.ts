import { describe, expect, it } from 'vitest';
import { newSignedInStudent, newStudent, signedInClient, signUpVerified } from '@halaqa/infra/testing/accounts';
import { mailsTo, waitForMail } from '@halaqa/infra/testing/mailbox';
import { SiteClient } from '@halaqa/infra/testing/site-client';
import { ACME, useTwoSites } from '@halaqa/infra/testing/two-sites';

/** Issue #3, accounts and sessions: resend, reset, update-password, generate-token, sessions. */
const sites = useTwoSites();

function resetTokenIn(text: string): string {
  const match = /\/reset-password\?token=([a-z2-7]+)/.exec(text);
  if (!match) throw new Error(`No reset link in: ${text}`);
  return match[1]!;
}

describe('resend-email', () => {
  it('mails a new verification link to an unverified account, and answers the same for anyone', async () => {
    const client = new SiteClient(sites.acme);
    const student = newStudent();
    await client.json('POST', '/api/users/sign-up', student);
    await waitForMail(student.email);
    const resent = await client.json('POST', '/api/users/resend-email', { email: student.email });
    const unknown = await client.json('POST', '/api/users/resend-email', { email: `nobody-${student.email}` });
    expect(resent).toEqual({ status: 200, body: { ok: true } });
    expect(unknown).toEqual(resent);
    await expect.poll(async () => (await mailsTo(student.email)).length, { timeout: 15_000 }).toBe(2);
  });

  it('refuses a malformed address with 400', async () => {
    expect(await new SiteClient(sites.acme).json('POST', '/api/users/resend-email', { email: 'nope' })).toEqual({
      status: 400,
      body: { error: 'Please enter a valid email address.', field: 'email' },
    });
  });
});

describe('forgot and reset password', () => {
  it('mails a single-use link; the new password works, the old one and other sessions do not', async () => {
    const { student, client: oldDevice } = await newSignedInStudent(sites.acme);
    const visitor = new SiteClient(sites.acme);
    expect(await visitor.json('POST', '/api/users/password/reset', { email: student.email })).toEqual({ status: 200, body: { ok: true } });
    const mail = await waitForMail(student.email);
    expect(mail.subject).toBe('Reset your password for Acme Academy');
    const token = resetTokenIn(mail.text);
    expect(mail.text).toContain(`${sites.acme}/reset-password?token=${token}`);

    expect((await visitor.json('POST', '/api/users/update-password', { newPassword: 'brand-new-1', token })).status).toBe(200);
    const again = await visitor.json('POST', '/api/users/update-password', { newPassword: 'another-1', token });
    expect(again).toEqual({ status: 400, body: { error: 'Invalid Token' } });

    expect((await visitor.json('POST', '/api/users/sign-in', { email: student.email, password: student.password })).status).toBe(401);
    expect((await visitor.json('POST', '/api/users/sign-in', { email: student.email, password: 'brand-new-1' })).status).toBe(200);
    expect((await oldDevice.json('GET', '/api/users/info')).status).toBe(401);
  });

  it('answers an unknown address the same, and sends nothing', async () => {
    const address = `ghost-${Date.now()}@example.com`;
    expect(await new SiteClient(sites.acme).json('POST', '/api/users/password/reset', { email: address })).toEqual({ status: 200, body: { ok: true } });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await mailsTo(address)).toEqual([]);
  });

  it('does not accept a reset token on another site', async () => {
    const student = newStudent();
    await signUpVerified(new SiteClient(sites.acme), student);
    await new SiteClient(sites.acme).json('POST', '/api/users/password/reset', { email: student.email });
    const token = resetTokenIn((await waitForMail(student.email)).text);
    const elsewhere = await new SiteClient(sites.other).json('POST', '/api/users/update-password', { newPassword: 'brand-new-1', token });
    expect(elsewhere).toEqual({ status: 400, body: { error: 'Invalid Token' } });
  });
});

describe('update-password when signed in', () => {
  it('needs the right old password and keeps this session while ending the others', async () => {
    const { student, client } = await newSignedInStudent(sites.acme);
    const otherDevice = await signedInClient(sites.acme, student.email, student.password);

    expect(await client.json('POST', '/api/users/update-password', { oldPassword: 'wrong-one', newPassword: 'next-pass-1' })).toEqual({
      status: 403,
      body: { error: 'The password is incorrect.' },
    });
    expect(await client.json('POST', '/api/users/update-password', { newPassword: 'next-pass-1' })).toEqual({
      status: 400,
      body: { error: 'Please enter your current password.', field: 'oldPassword' },
    });
    expect(await client.json('POST', '/api/users/update-password', { oldPassword: student.password, newPassword: '123' })).toMatchObject({
      status: 400,
      body: { field: 'newPassword' },
    });
    expect((await client.json('POST', '/api/users/update-password', { oldPassword: student.password, newPassword: 'next-pass-1' })).status).toBe(200);
    expect((await client.json('GET', '/api/users/info')).status).toBe(200);
    expect((await otherDevice.json('GET', '/api/users/info')).status).toBe(401);
  });

  it('is refused to a visitor without a token', async () => {
    expect((await new SiteClient(sites.acme).json('POST', '/api/users/update-password', { oldPassword: 'x', newPassword: 'next-pass-1' })).status).toBe(401);
  });
});

describe('generate-token', () => {
  it('gives the signed-in user a set-password token that only works with their session', async () => {
    const { client } = await newSignedInStudent(sites.acme);
    const { status, body } = await client.json<{ token: string; expiresAt: string }>('POST', '/api/users/generate-token');
    expect(status).toBe(200);
    expect(body.token).toMatch(/^[a-z2-7]{32}$/);
    expect(new Date(body.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(10 * 60 * 1000);

    const stranger = await newSignedInStudent(sites.acme);
    expect(await stranger.client.json('POST', '/api/users/update-password', { newPassword: 'stolen-1', token: body.token })).toEqual({
      status: 400,
      body: { error: 'Invalid Token' },
    });
    expect((await client.json('POST', '/api/users/update-password', { newPassword: 'chosen-1', token: body.token })).status).toBe(200);
  });

  it('is refused to a visitor', async () => {
    expect((await new SiteClient(sites.acme).json('POST', '/api/users/generate-token')).status).toBe(401);
  });
});

describe('sessions', () => {
  it('lists the user’s sessions with the current one marked, and ends one or all the others', async () => {
    const { student, client } = await newSignedInStudent(sites.acme);
    const phone = await signedInClient(sites.acme, student.email, student.password);
    const tablet = await signedInClient(sites.acme, student.email, student.password);

    const listed = await client.json<{ id: string; current: boolean; createdAt: string; lastSeenAt: string; userAgent: string; ip: string }[]>(
      'GET',
      '/api/users/sessions',
    );
    expect(listed.status).toBe(200);
    expect(listed.body).toHaveLength(3);
    expect(listed.body.filter((session) => session.current)).toHaveLength(1);
    expect(listed.body[0]).toMatchObject({ ip: expect.stringContaining('127.0.0.1') });

    const phoneSession = (await phone.json<{ id: string; current: boolean }[]>('GET', '/api/users/sessions')).body.find((s) => s.current)!;
    expect((await client.json('DELETE', `/api/users/sessions/${phoneSession.id}`)).status).toBe(200);
    expect((await phone.json('GET', '/api/users/info')).status).toBe(401);

    expect((await client.json('DELETE', '/api/users/sessions/other')).status).toBe(200);
    expect((await tablet.json('GET', '/api/users/info')).status).toBe(401);
    expect((await client.json('GET', '/api/users/sessions')).body).toHaveLength(1);
  });

  it('cannot end another user’s session (404), on this site or another', async () => {
    const alice = await newSignedInStudent(sites.acme);
    const aliceSession = (await alice.client.json<{ id: string }[]>('GET', '/api/users/sessions')).body[0]!;
    const bob = await newSignedInStudent(sites.acme);
    expect(await bob.client.json('DELETE', `/api/users/sessions/${aliceSession.id}`)).toEqual({ status: 404, body: { error: 'Not found.' } });
    const otherOwner = await signedInClient(sites.other, 'owner@other.test', 'other-owner-1');
    expect((await otherOwner.json('DELETE', `/api/users/sessions/${aliceSession.id}`)).status).toBe(404);
    expect((await alice.client.json('GET', '/api/users/info')).status).toBe(200);
  });

  it('refuses a visitor', async () => {
    expect((await new SiteClient(sites.acme).json('GET', '/api/users/sessions')).status).toBe(401);
    expect((await new SiteClient(sites.acme).json('DELETE', '/api/users/sessions/other')).status).toBe(401);
  });
});

describe('PUT /api/users/me', () => {
  it('changes one own field and refuses anything else, changing nothing', async () => {
    const { client } = await newSignedInStudent(sites.acme);
    const renamed = await client.json<Record<string, unknown>>('PUT', '/api/users/me', { name: 'Mona Adel' });
    expect(renamed).toMatchObject({ status: 200, body: { name: 'Mona Adel' } });
    expect((await client.json('PUT', '/api/users/me', { settings: '{"darkMode":true,"lang":"fr"}' })).status).toBe(200);

    for (const forbidden of [{ role: { role: 'owner' } }, { verified: true }, { isTeacher: true }, { email: 'x@y.test' }, { tenant: 'x' }]) {
      const refused = await client.json('PUT', '/api/users/me', forbidden);
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ error: `The field "${Object.keys(forbidden)[0]}" cannot be changed here.`, field: Object.keys(forbidden)[0] });
    }
    expect((await client.json('PUT', '/api/users/me', { name: 'A B', bio: 'two fields' })).body).toEqual({ error: 'Send exactly one field to change.', field: 'body' });
    expect((await client.json('PUT', '/api/users/me', { settings: 'not json' })).status).toBe(400);
    expect((await client.json('PUT', '/api/users/me', { settings: '{"addressAs":"plural"}' })).status).toBe(400);

    const info = await client.json<{ user: Record<string, unknown> }>('GET', '/api/users/info');
    expect(info.body.user).toMatchObject({ name: 'Mona Adel', settings: '{"darkMode":true,"lang":"fr"}', isTeacher: false, verified: true, role: { role: 'user' } });
  });

  it('is refused to a visitor', async () => {
    expect((await new SiteClient(sites.acme).json('PUT', '/api/users/me', { name: 'A B' })).status).toBe(401);
  });
});

describe('deleting your own account', () => {
  it('needs your password, then removes the account and its sessions', async () => {
    const { id, student, client } = await newSignedInStudent(sites.acme);
    expect(await client.json('DELETE', `/api/users/${id}`, { password: 'wrong-one' })).toEqual({ status: 403, body: { error: 'The password is incorrect.' } });
    expect((await client.json('DELETE', `/api/users/${id}`, { password: student.password })).status).toBe(200);
    expect((await client.json('GET', '/api/users/info')).status).toBe(401);
    expect((await new SiteClient(sites.acme).json('POST', '/api/users/sign-in', { email: student.email, password: student.password })).status).toBe(401);
  });

  it('is not possible for the owner', async () => {
    const owner = await signedInClient(sites.acme, ACME.ownerEmail, ACME.ownerPassword);
    const me = (await owner.json<{ user: { id: string } }>('GET', '/api/users/info')).body.user;
    expect((await owner.json('DELETE', `/api/users/${me.id}`, { password: ACME.ownerPassword })).status).toBe(403);
  });
});
