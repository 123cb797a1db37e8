import { beforeAll, describe, expect, it } from 'vitest';
import { newSignedInStudent, signedInClient } from '@halaqa/infra/testing/accounts';
import { useCommerce } from '@halaqa/infra/testing/commerce-server';
import { buyCourses, eventually } from '@halaqa/infra/testing/course-purchase';
import { SiteClient } from '@halaqa/infra/testing/site-client';
import { sql } from '@halaqa/infra/testing/sql';
import { halaqaCli } from '@halaqa/infra/testing/tenant-cli';
import { ACME, OTHER, useTwoSites } from '@halaqa/infra/testing/two-sites';

/**
 * Issue #11, the trainer's side of a sale: earnings after the plan's commission, the payout
 * method with its confirming checkbox, payout requests (race-safe), the operator's decisions
 * with `halaqa payouts`, and the notice three days before bought access ends.
 */
const { sites, commerce } = useCommerce(useTwoSites);

interface Earnings {
  balance: number;
  earned: number;
  pending: number;
  paidOut: number;
  months: string[];
  courses: { id: string; name: string; sales: number; earned: number; byMonth: number[] }[];
  payouts: { id: string; amount: number; status: string; method: Record<string, string>; history: { status: string; note: string }[] }[];
  method: Record<string, string> | null;
}

let owner: SiteClient;
let teacher: SiteClient;
let counter = 0;

async function courseOf(trainerId: string | null, price: number, per = 'lifetime'): Promise<{ id: string; course_id: string; name: string }> {
  counter += 1;
  const created = await owner.json<{ id: string; course_id: string; name: string }>('POST', '/api/courses', { name: `Tajwid ${counter}-${Date.now()}`, description: 'Recitation', price: { price, per }, trainer_id: trainerId });
  expect(created.status).toBe(201);
  return created.body;
}

const earningsOf = async (client: SiteClient) => (await client.json<Earnings>('GET', '/api/teacher/earnings')).body;
const payouts = (args: string[]) => halaqaCli(['payouts', ...args], sites.databaseUrl);

beforeAll(async () => {
  owner = await signedInClient(sites.acme, ACME.ownerEmail, ACME.ownerPassword);
  const made = await newSignedInStudent(sites.acme);
  expect((await owner.json('PUT', `/api/users/${made.id}`, { isTeacher: true })).status).toBe(200);
  teacher = made.client;
  const course = await courseOf(made.id, 200);
  await buyCourses((await newSignedInStudent(sites.acme)).client, [course.course_id], commerce.paymob.apiUrl);
  expect(await eventually(async () => (await earningsOf(teacher)).earned > 0)).toBe(true);
}, 120_000);

describe('earnings', () => {
  it('credits the course’s trainer with the price less the pro plan’s 5 %, by course and month', async () => {
    const earnings = await earningsOf(teacher);
    expect(earnings).toMatchObject({ balance: 190, earned: 190, pending: 0, paidOut: 0, method: null, payouts: [] });
    expect(earnings.months).toHaveLength(12);
    expect(earnings.months.at(-1)).toBe(new Date().toISOString().slice(0, 7));
    expect(earnings.courses).toEqual([expect.objectContaining({ sales: 1, earned: 190, byMonth: [...Array<number>(11).fill(0), 190] })]);
    // The owner sold it but does not earn from a course with a trainer; no one of another site sees it.
    expect((await earningsOf(owner)).courses.map((course) => course.id)).not.toContain(earnings.courses[0]!.id);
    const stranger = await signedInClient(sites.other, OTHER.ownerEmail, OTHER.ownerPassword);
    expect(await earningsOf(stranger)).toMatchObject({ balance: 0, earned: 0, courses: [], payouts: [] });
    expect((await new SiteClient(sites.acme).json('GET', '/api/teacher/earnings')).status).toBe(401);
  });

  it('shows the teacher their page with the chart, and refuses students', async () => {
    // A client of its own: a page visit keeps the site's language (Arabic) in the client's cookies.
    const browser = new SiteClient(sites.acme);
    browser.useSessionCookie(teacher.sessionCookie!);
    const page = await browser.request('GET', '/teacher/earnings');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('التحليلات والأرباح');
    const student = await newSignedInStudent(sites.acme);
    const studentBrowser = new SiteClient(sites.acme);
    studentBrowser.useSessionCookie(student.client.sessionCookie!);
    expect((await studentBrowser.request('GET', '/teacher/earnings')).status).toBe(403);
  });
});

describe('the payout method', () => {
  it('is saved only with the checkbox that wrong details are not refunded, and valid details', async () => {
    const confirm = 'Please confirm that these details are correct: payments sent to wrong details are not refunded.';
    expect(await teacher.json('PUT', '/api/teacher/payout-method', { kind: 'wallet', walletNumber: '01012345678' })).toEqual({ status: 400, body: { error: confirm, field: 'confirmed' } });
    expect(await teacher.json('PUT', '/api/teacher/payout-method', { kind: 'wallet', walletNumber: '01012345678', confirmed: false })).toEqual({ status: 400, body: { error: confirm, field: 'confirmed' } });
    expect((await teacher.json<{ error: string }>('PUT', '/api/teacher/payout-method', { kind: 'wallet', walletNumber: '123', confirmed: true })).body.error).toMatch(/11 digits/);
    expect((await teacher.json('PUT', '/api/teacher/payout-method', { kind: 'bank', bankName: 'CIB', accountHolder: 'A', accountNumber: '1', confirmed: true })).status).toBe(400);
    expect((await teacher.json('PUT', '/api/teacher/payout-method', { kind: 'cash', confirmed: true })).status).toBe(400);
    expect((await new SiteClient(sites.acme).json('PUT', '/api/teacher/payout-method', { kind: 'wallet', walletNumber: '01012345678', confirmed: true })).status).toBe(401);
    expect((await earningsOf(teacher)).method).toBeNull();

    // Arabic-Indic digits and spaces are read as the number they are.
    expect(await teacher.json('PUT', '/api/teacher/payout-method', { kind: 'wallet', walletNumber: '٠١٠ ١٢٣٤ ٥٦٧٨', confirmed: true })).toEqual({
      status: 200,
      body: { kind: 'wallet', walletNumber: '01012345678' },
    });
    const bank = { kind: 'bank', bankName: 'Banque Misr', accountHolder: 'Hoda Teacher', accountNumber: 'eg38 0019 0005 0000 0000 2631 8000 2' };
    expect((await teacher.json('PUT', '/api/teacher/payout-method', { ...bank, confirmed: true })).body).toEqual({ ...bank, accountNumber: 'EG380019000500000000263180002' });
    expect((await earningsOf(teacher)).method).toMatchObject({ kind: 'bank', bankName: 'Banque Misr' });
  });
});

describe('payouts', () => {
  it('asks for a payout once however many requests race, and refuses what the balance does not cover', async () => {
    const fresh = await newSignedInStudent(sites.acme);
    expect(await fresh.client.json('POST', '/api/teacher/payouts', {})).toEqual({ status: 409, body: { error: 'Set up and confirm a payout method first.' } });
    expect(await teacher.json('POST', '/api/teacher/payouts', { amount: 190.01 })).toEqual({ status: 409, body: { error: 'Your balance is lower than the amount requested.' } });
    for (const amount of [0, -5, 1.005, '10']) expect((await teacher.json('POST', '/api/teacher/payouts', { amount })).status).toBe(400);

    const replies = await Promise.all(Array.from({ length: 5 }, () => teacher.json('POST', '/api/teacher/payouts')));
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const earnings = await earningsOf(teacher);
    expect(earnings).toMatchObject({ balance: 0, pending: 190, paidOut: 0 });
    expect(earnings.payouts).toEqual([expect.objectContaining({ amount: 190, status: 'pending', method: expect.objectContaining({ kind: 'bank' }), history: [{ status: 'pending', at: expect.any(String), note: '' }] })]);
  });

  it('is paid or rejected by the operator with `halaqa payouts`, into the history, and the trainer is told', async () => {
    const [pending] = (await earningsOf(teacher)).payouts;
    const listed = await payouts(['list', '--status', 'pending']);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain(`${pending!.id}  pending   190.00 EGP`);
    expect(listed.stdout).toContain('Banque Misr, Hoda Teacher, EG380019000500000000263180002');

    expect(await payouts(['pay', '--id', pending!.id, '--note', 'CIB transfer 4471'])).toMatchObject({ code: 0, stdout: expect.stringContaining('is paid') });
    expect(await payouts(['reject', '--id', pending!.id, '--note', 'late'])).toMatchObject({ code: 1, stderr: expect.stringContaining('already paid') });
    expect(await payouts(['reject', '--id', pending!.id])).toMatchObject({ code: 2 });
    expect(await payouts(['pay', '--id', 'not-an-id'])).toMatchObject({ code: 1, stderr: expect.stringContaining('No payout') });
    const paid = await earningsOf(teacher);
    expect(paid).toMatchObject({ balance: 0, pending: 0, paidOut: 190 });
    expect(paid.payouts[0]!.history.map(({ status, note }) => [status, note])).toEqual([
      ['pending', ''],
      ['paid', 'CIB transfer 4471'],
    ]);
    const notifications = await teacher.json<{ title: string; message: string }[]>('GET', '/api/users/notifications');
    expect(notifications.body[0]).toMatchObject({ title: 'Payout sent', message: expect.stringContaining('CIB transfer 4471') });

    // A rejected payout's amount returns to the balance.
    const course = (await earningsOf(teacher)).courses[0]!;
    await buyCourses((await newSignedInStudent(sites.acme)).client, [(await owner.json<{ course_id: string }>('GET', `/api/courses/${course.id}`)).body.course_id], commerce.paymob.apiUrl);
    expect(await eventually(async () => (await earningsOf(teacher)).balance === 190)).toBe(true);
    const asked = await teacher.json<{ id: string }>('POST', '/api/teacher/payouts', { amount: 100.5 });
    expect(asked.status).toBe(200);
    expect((await earningsOf(teacher)).balance).toBe(89.5);
    expect((await payouts(['reject', '--id', asked.body.id, '--note', 'Account closed'])).code).toBe(0);
    expect(await earningsOf(teacher)).toMatchObject({ balance: 190, pending: 0, paidOut: 190 });
    expect((await teacher.json<{ title: string }[]>('GET', '/api/users/notifications')).body[0]!.title).toBe('Payout rejected');
    // Five CLI runs, each booting Payload (about 4 s each on a quiet machine, three times that on a busy one).
  }, 150_000);

  it('keeps each site’s trainers to their own payouts', async () => {
    const stranger = await signedInClient(sites.other, OTHER.ownerEmail, OTHER.ownerPassword);
    expect((await earningsOf(stranger)).payouts).toEqual([]);
    expect(await stranger.json('POST', '/api/teacher/payouts', {})).toEqual({ status: 409, body: { error: 'Set up and confirm a payout method first.' } });
    // The teacher's session is Acme's: on the other site it is no one.
    const crossing = new SiteClient(sites.other);
    crossing.useSessionCookie(teacher.sessionCookie!);
    expect((await crossing.json('GET', '/api/teacher/earnings')).status).toBe(401);
  });
});

describe('the notice before paid access ends', () => {
  const noticesOf = async (client: SiteClient) => (await client.json<{ title: string }[]>('GET', '/api/users/notifications')).body.filter((notice) => notice.title === 'Your access ends soon').length;

  /** The reminder jobs of one registration, as pg-boss holds them. */
  const remindersOf = (userId: string) =>
    sql<{ id: string; state: string; until: string; start_after: Date }>(
      sites.databaseUrl,
      `SELECT j.id, j.state, j.data->>'until' AS until, j.start_after FROM pgboss.job j JOIN registrations r ON r.id::text = j.data->>'registrationId'
       WHERE j.name = 'access-ending-notice' AND r.user_id = $1 ORDER BY j.created_on`,
      [userId],
    );
  const runNow = (jobId: string) => sql(sites.databaseUrl, `UPDATE pgboss.job SET start_after = now() WHERE id = $1`, [jobId]);

  it('tells the student three days ahead, once per end date; buying again moves it, a refund cancels it', async () => {
    const course = await courseOf(null, 30, 'week');
    const buyer = await newSignedInStudent(sites.acme);
    await buyCourses(buyer.client, [course.course_id], commerce.paymob.apiUrl);
    expect(await eventually(async () => (await remindersOf(buyer.id)).length === 1)).toBe(true);
    const [first] = await remindersOf(buyer.id);
    const until = new Date(first!.until).getTime();
    expect(Math.abs(until - Date.now() - 7 * 86_400_000)).toBeLessThan(120_000);
    expect(Math.abs(first!.start_after.getTime() - (until - 3 * 86_400_000))).toBeLessThan(1_000);
    expect(await noticesOf(buyer.client)).toBe(0);

    await runNow(first!.id);
    expect(await eventually(async () => (await noticesOf(buyer.client)) === 1)).toBe(true);

    // Bought again: access runs a week longer and a new reminder waits for the new end.
    await buyCourses(buyer.client, [course.course_id], commerce.paymob.apiUrl);
    expect(await eventually(async () => (await remindersOf(buyer.id)).length === 2)).toBe(true);
    const second = (await remindersOf(buyer.id))[1]!;
    expect(new Date(second.until).getTime() - until).toBe(7 * 86_400_000);

    // Refunded before the reminder is due: access has ended, so the reminder says nothing.
    const [order] = (await owner.json<{ id: string; buyer: { id: string } }[]>('GET', '/api/payments/orders')).body.filter((each) => each.buyer.id === buyer.id);
    expect((await owner.json('POST', `/api/payments/orders/${order!.id}/refund`)).status).toBe(200);
    await runNow(second.id);
    expect(await eventually(async () => (await remindersOf(buyer.id))[1]!.state === 'completed')).toBe(true);
    expect(await noticesOf(buyer.client)).toBe(1);
  });
});
