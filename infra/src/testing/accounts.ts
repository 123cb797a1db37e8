import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { verificationLinkIn, waitForMail } from './mailbox';
import { SiteClient } from './site-client';

let counter = 0;

/**
 * A student with an address no other test uses (the mail catcher is shared by every file). The
 * counter is each file's own: files running side by side made the same address in the same
 * millisecond, and one read the other's verification mail; the random part keeps them apart.
 */
export function newStudent(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    name: 'Mona Hassan',
    email: `student${counter}-${Date.now()}-${randomUUID().slice(0, 8)}@example.com`,
    password: 'secret1',
    telegram: '@mona_h',
    telephone: '+201012345678',
    ...overrides,
  };
}
export type TestStudent = ReturnType<typeof newStudent>;

/** Signs up through the API and opens the mailed verification link; returns the user's id. */
export async function signUpVerified(client: SiteClient, student: TestStudent): Promise<string> {
  const signUp = await client.json<{ user: { id: string } }>('POST', '/api/users/sign-up', student);
  expect(signUp.status).toBe(200);
  const token = new URL(verificationLinkIn(await waitForMail(student.email))).pathname.split('/').pop();
  const verify = await client.json('GET', `/api/users/verify/${token}`);
  expect(verify).toEqual({ status: 200, body: { status: 'verified' } });
  return signUp.body.user.id;
}

/** A client of `origin` signed in as the given account. */
export async function signedInClient(origin: string, email: string, password: string): Promise<SiteClient> {
  const client = new SiteClient(origin);
  const { status, body } = await client.json('POST', '/api/users/sign-in', { email, password });
  if (status !== 200) throw new Error(`sign-in of ${email} failed: ${status} ${JSON.stringify(body)}`);
  return client;
}

/** A new verified student of `origin`, signed in. */
export async function newSignedInStudent(origin: string, overrides: Record<string, unknown> = {}) {
  const student = newStudent(overrides);
  const id = await signUpVerified(new SiteClient(origin), student);
  return { id, student, client: await signedInClient(origin, student.email, student.password) };
}
