import { describe, expect, it } from 'vitest';
import { newStudent } from '@halaqa/infra/testing/accounts';
import { waitForMail } from '@halaqa/infra/testing/mailbox';
import { SiteClient } from '@halaqa/infra/testing/site-client';
import { useTwoSites } from '@halaqa/infra/testing/two-sites';

/**
 * A burst of jobs is worked as a burst (cms/services/jobs/job-queue.ts). A class signing up
 * together queues a verification mail each; a worker that took one job and then waited pg-boss's
 * 2 s polling interval sent the tenth mail about 20 s after the sign-ups (and, in the faults
 * suite, one of eight missed a 15 s wait). Taken in batches, every one goes within seconds.
 */
const sites = useTwoSites();
const CLASS = 12;
/** Three times what a batch needs under load here; one job per polling interval needs over 20 s. */
const MAIL_WITHIN_MS = 8_000;

describe('a burst of jobs', () => {
  it('sends the verification mails of a class that signs up at once within seconds, each once', async () => {
    // The site's workers are up before the burst, as on a running site.
    expect((await new SiteClient(sites.acme).request('GET', '/')).status).toBe(200);
    const students = Array.from({ length: CLASS }, () => newStudent());
    const signUps = await Promise.all(students.map((student) => new SiteClient(sites.acme).json('POST', '/api/users/sign-up', student)));
    expect(signUps.map((reply) => reply.status)).toEqual(students.map(() => 200));

    const mails = await Promise.all(students.map((student) => waitForMail(student.email, MAIL_WITHIN_MS)));
    expect(mails).toHaveLength(CLASS);
    // Each once: no second mail to anyone a little later (a batch retried whole would send one).
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    await expect(Promise.any(students.map((student) => waitForMail(student.email, 200)))).rejects.toThrow();
  });
});
