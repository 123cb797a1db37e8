import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newStudent, signedInClient } from '@halaqa/infra/testing/accounts';
import { SiteClient } from '@halaqa/infra/testing/site-client';
import { sql } from '@halaqa/infra/testing/sql';
import { ACME, useTwoSites } from '@halaqa/infra/testing/two-sites';

/**
 * Issue #10, items 11 and 17: a write and its side effects commit together, and mail is never
 * sent inside a request. Here the site's SMTP server hangs (it accepts connections and never
 * answers): writes still succeed at once, their notifications are stored once, and their mail
 * waits in the job queue to be retried. A request that sent mail itself would hang with it.
 */
const hangingSmtp = net.createServer(() => {
  // Holds every connection open without the SMTP greeting.
});

// Before useTwoSites, whose site reads SMTP_URL when it starts.
beforeAll(async () => {
  await new Promise<void>((resolve) => hangingSmtp.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  hangingSmtp.close();
});

const sites = useTwoSites(() => ({ SMTP_URL: `smtp://127.0.0.1:${(hangingSmtp.address() as net.AddressInfo).port}` }));
let owner: SiteClient;

const rows = <T extends Record<string, unknown>>(text: string, values: unknown[] = []) => sql<T>(sites.databaseUrl, text, values);

/** Mail jobs of a queue waiting for another try (or about to get one), optionally about one user. */
const pendingJobs = (queue: string) => rows<{ data: Record<string, string> }>("SELECT data FROM pgboss.job WHERE name = $1 AND state IN ('created', 'retry', 'active')", [queue]);

/** A verified, signed-in student made without mail (the catcher is unreachable here). */
async function student(): Promise<{ id: string; client: SiteClient }> {
  const account = newStudent();
  const signUp = await new SiteClient(sites.acme).json<{ user: { id: string } }>('POST', '/api/users/sign-up', account);
  expect(signUp.status).toBe(200);
  await rows('UPDATE users SET verified = true WHERE id = $1', [signUp.body.user.id]);
  return { id: signUp.body.user.id, client: await signedInClient(sites.acme, account.email, account.password) };
}

describe('with the mail server hanging', () => {
  it('answers a password reset for a known address at once, as for an unknown one (item 17)', async () => {
    const learner = await student();
    const email = (await rows<{ email: string }>('SELECT email FROM users WHERE id = $1', [learner.id]))[0]!.email;
    const visitor = new SiteClient(sites.acme);
    for (const address of [email, `nobody-${Date.now()}@example.com`]) {
      const started = performance.now();
      expect(await visitor.json('POST', '/api/users/password/reset', { email: address })).toEqual({ status: 200, body: { ok: true } });
      expect(performance.now() - started).toBeLessThan(3_000);
    }
    await expect.poll(async () => (await pendingJobs('account-mail')).some((job) => job.data.userId === learner.id && job.data.purpose === 'reset-password'), { timeout: 15_000 }).toBe(true);
  });

  it('signs a visitor up at once and keeps the verification mail queued for another try', async () => {
    const account = newStudent();
    const started = performance.now();
    const signUp = await new SiteClient(sites.acme).json<{ user: { id: string } }>('POST', '/api/users/sign-up', account);
    expect(signUp.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(await rows('SELECT id FROM users WHERE id = $1', [signUp.body.user.id])).toHaveLength(1);
    await expect.poll(async () => (await pendingJobs('account-mail')).some((job) => job.data.userId === signUp.body.user.id), { timeout: 15_000 }).toBe(true);
    // The queue holds who and why, never a usable token.
    expect(JSON.stringify(await pendingJobs('account-mail'))).not.toMatch(/token/i);
  });

  it('grades work: the grade and one notification are stored, and the notification mail waits in the queue', async () => {
    owner = await signedInClient(sites.acme, ACME.ownerEmail, ACME.ownerPassword);
    const course = await owner.json<{ id: string }>('POST', '/api/courses', { name: `Side effects ${Date.now()}` });
    const lesson = await owner.json<{ id: string }>('POST', `/api/courses/${course.body.id}/materials`, { name: 'Essay', type: 'assignment', assignment_settings: { instructions: 'Write.' } });
    const base = `/api/courses/${course.body.id}/materials/${lesson.body.id}`;
    const learner = await student();
    expect((await learner.client.json('POST', `/api/courses/${course.body.id}/register/`)).status).toBe(200);
    const work = await learner.client.json<{ id: string }>('POST', `${base}/assignment/submit`, { text: 'Iqlab turns noon into meem.' });

    const graded = await owner.json<{ grade: number }>('POST', `${base}/assignment/${work.body.id}/grade`, { grade: 90, feedback: 'Good.' });
    expect(graded.status).toBe(200);
    expect(graded.body.grade).toBe(90);
    const notifications = await rows<{ id: string }>('SELECT id FROM notifications WHERE user_id = $1', [learner.id]);
    expect(notifications).toHaveLength(1);
    await expect
      .poll(async () => (await pendingJobs('notification-mail')).filter((job) => job.data.notificationId === notifications[0]!.id).length, { timeout: 15_000 })
      .toBe(1);
  });
});
