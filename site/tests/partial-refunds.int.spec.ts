import { beforeAll, describe, expect, it } from 'vitest';
import { ar } from '@halaqa/shared/i18n/messages/ar';
import { en } from '@halaqa/shared/i18n/messages/en';
import { formatEgp } from '@halaqa/shared/money';
import { newSignedInStudent, signedInClient } from '@halaqa/infra/testing/accounts';
import { useCommerce } from '@halaqa/infra/testing/commerce-server';
import { buyCourses, eventually } from '@halaqa/infra/testing/course-purchase';
import { readPdf } from '@halaqa/infra/testing/read-pdf';
import { SiteClient } from '@halaqa/infra/testing/site-client';
import { sql } from '@halaqa/infra/testing/sql';
import { ACME, OTHER, useTwoSites } from '@halaqa/infra/testing/two-sites';

/**
 * Issue #44, item 5: a refund is a refund everywhere. The owner refunds part of an order (up to
 * what is left, decided in the database even when refunds arrive at once) and then the rest;
 * earnings shrink in proportion; a buyer whose access a refund ended is no student in any count.
 */
const { sites, commerce } = useCommerce(useTwoSites);

type Course = { id: string; course_id: string; name: string };
type OrderView = { id: string; total: number; status: string; refunded: number; refundUnderWay: boolean; courses: { id: string }[] };
type RefundReply = { status?: string; refunded?: number; remaining?: number; error?: string; field?: string };

let owner: SiteClient;
let teacher: SiteClient;
let teacherId: string;
let counter = 0;

async function courseOf(price: number, trainerId: string | null = null): Promise<Course> {
  counter += 1;
  const created = await owner.json<Course>('POST', '/api/courses', { name: `Sira ${counter}-${Date.now()}`, description: 'The Prophet’s life', price: { price, per: 'lifetime' }, trainer_id: trainerId });
  expect(created.status).toBe(201);
  return created.body;
}

/** A new student who bought `course`, with their order as the owner sees it. */
async function buyer(course: Course) {
  const made = await newSignedInStudent(sites.acme);
  await buyCourses(made.client, [course.course_id], commerce.paymob.apiUrl);
  expect(await eventually(() => registered(made.client, course))).toBe(true);
  const order = (await ordersList()).find((entry) => entry.courses.some((bought) => bought.id === course.id) && entry.status === 'paid' && entry.refunded === 0)!;
  return { ...made, order };
}

const registered = async (client: SiteClient, course: Course) => (await client.json<{ viewer: { registered: boolean } }>('GET', `/api/courses/${course.id}`)).body.viewer.registered;
const ordersList = async () => (await owner.json<OrderView[]>('GET', '/api/payments/orders')).body;
const orderView = async (id: string) => (await ordersList()).find((entry) => entry.id === id)!;
const refund = (id: string, body?: { amount: number }, client = owner) => client.json<RefundReply>('POST', `/api/payments/orders/${id}/refund`, body);
/** What the gateway has given back of an order's payment, in piastres (Paymob's cents). */
const gatewayRefunded = async (orderId: string) => {
  const [row] = await sql<{ transaction_id: string }>(sites.databaseUrl, 'SELECT transaction_id FROM orders WHERE id = $1', [orderId]);
  return commerce.paymob.refundedCents(Number(row!.transaction_id));
};
/** A figure of the owner's admin home (its month at a glance), as a number. */
const glance = async (figure: 'revenue' | 'new-students') => {
  const html = await (await owner.request('GET', '/admin', { headers: { cookie: 'lang=en' } })).text();
  const shown = new RegExp(`data-testid="glance-${figure}"[^>]*>\\s*<a[^>]*>\\s*<span[^>]*>([^<]+)<`).exec(html)?.[1] ?? '';
  return Number(shown.replace(/[^\d.]/g, ''));
};
const earnedFrom = async (course: Course) => (await teacher.json<{ courses: { id: string; earned: number }[] }>('GET', '/api/teacher/earnings')).body.courses.find((entry) => entry.id === course.id)?.earned ?? 0;

beforeAll(async () => {
  owner = await signedInClient(sites.acme, ACME.ownerEmail, ACME.ownerPassword);
  const made = await newSignedInStudent(sites.acme);
  expect((await owner.json('PUT', `/api/users/${made.id}`, { isTeacher: true })).status).toBe(200);
  teacher = made.client;
  teacherId = made.id;
});

describe('partial refunds', () => {
  it('refunds part of an order keeping the access, refuses more than is left, then refunds the rest and ends the access', async () => {
    const course = await courseOf(300, teacherId);
    const { client, order } = await buyer(course);
    const earnedBefore = await earnedFrom(course);
    expect(earnedBefore).toBeGreaterThan(0);

    expect(await refund(order.id, { amount: 100 })).toEqual({ status: 200, body: { status: 'paid', refunded: 100, remaining: 200 } });
    // The access stays; the gateway gives back exactly that part, once the job has run.
    expect(await registered(client, course)).toBe(true);
    expect(await eventually(async () => (await orderView(order.id)).refundUnderWay === false)).toBe(true);
    expect(await orderView(order.id)).toMatchObject({ status: 'paid', refunded: 100, refundUnderWay: false });
    expect(await gatewayRefunded(order.id)).toBe(10_000);
    // A third of the sale was given back: a third of the trainer's earning goes with it.
    expect(await earnedFrom(course)).toBeCloseTo(earnedBefore - Math.round((earnedBefore * 100) / 3) / 100, 2);
    // The buyer is told how much came back.
    const notices = await client.json<{ title: string; message: string }[]>('GET', '/api/users/notifications');
    expect(notices.body.map((notice) => notice.title)).toContain(en.payments.partlyRefundedTitle);
    expect(notices.body.find((notice) => notice.title === en.payments.partlyRefundedTitle)!.message).toContain(formatEgp(100, 'en'));

    // More than is left, a bad amount: refused with the reason, in the page's language, nothing changed.
    expect(await refund(order.id, { amount: 200.01 })).toEqual({ status: 400, body: { error: en.errors.refundOverRemaining, field: 'amount' } });
    const arabic = await owner.request('POST', `/api/payments/orders/${order.id}/refund`, { json: { amount: 250 }, headers: { cookie: 'lang=ar' } });
    expect({ status: arabic.status, body: await arabic.json() }).toEqual({ status: 400, body: { error: ar.errors.refundOverRemaining, field: 'amount' } });
    expect((await refund(order.id, { amount: 0.001 })).body).toEqual({ error: en.validation.refundAmountInvalid, field: 'amount' });
    expect((await refund(order.id, { amount: -5 })).status).toBe(400);
    expect(await orderView(order.id)).toMatchObject({ status: 'paid', refunded: 100 });

    // The receipt tells what came back.
    const [row] = await sql<{ number: string }>(sites.databaseUrl, 'SELECT number FROM orders WHERE id = $1', [order.id]);
    const receipt = await client.request('GET', `/api/payments/receipt/R-${String(row!.number).padStart(6, '0')}`, { headers: { cookie: 'lang=en' } });
    expect(receipt.status).toBe(200);
    const pdf = readPdf(new Uint8Array(await receipt.arrayBuffer()));
    // (The PDF's text has plain spaces where formatEgp writes a no-break one.)
    expect(pdf.text).toMatch(new RegExp(`${en.payments.receipt.refunded}\\s+${formatEgp(100, 'en').replace(/\s/g, '\\s')}`));

    // The rest is a full refund: the access ends, the order becomes refunded, all of it given back.
    expect(await refund(order.id, { amount: 200 })).toEqual({ status: 200, body: { status: 'refund-requested', refunded: 300, remaining: 0 } });
    expect(await registered(client, course)).toBe(false);
    expect(await eventually(async () => (await orderView(order.id)).status === 'refunded')).toBe(true);
    expect(await gatewayRefunded(order.id)).toBe(30_000);
    expect(await earnedFrom(course)).toBe(0);
    expect(await refund(order.id)).toEqual({ status: 200, body: { status: 'refunded', refunded: 300, remaining: 0 } });
  });

  it('never refunds more than was paid when partial refunds arrive at once', async () => {
    const course = await courseOf(100);
    const { order } = await buyer(course);
    const replies = await Promise.all(Array.from({ length: 5 }, () => refund(order.id, { amount: 30 })));
    const accepted = replies.filter((reply) => reply.status === 200);
    // Each answered at once: done, over what was left, or while another held the order.
    expect(replies.every((reply) => [200, 400, 409].includes(reply.status))).toBe(true);
    expect(accepted.length).toBeGreaterThanOrEqual(1);
    expect(accepted.length).toBeLessThanOrEqual(3);
    expect(accepted.map((reply) => reply.body.refunded).sort()).toEqual(accepted.map((_, index) => 30 * (index + 1)));
    // Then one after another until nothing is left: the total never passes what was paid.
    while ((await refund(order.id, { amount: 30 })).status === 200);
    const view = await orderView(order.id);
    expect(view.refunded).toBe(90);
    expect(await refund(order.id, { amount: 10.01 })).toMatchObject({ status: 400 });
    expect(await refund(order.id, { amount: 10 })).toEqual({ status: 200, body: { status: 'refund-requested', refunded: 100, remaining: 0 } });
    expect(await eventually(async () => (await orderView(order.id)).status === 'refunded')).toBe(true);
    expect(await gatewayRefunded(order.id)).toBe(10_000);
  });

  it('is the owner’s of this site only', async () => {
    const course = await courseOf(80);
    const { client, order } = await buyer(course);
    expect((await refund(order.id, { amount: 10 }, client)).status).toBe(403);
    const otherOwner = await signedInClient(sites.other, OTHER.ownerEmail, OTHER.ownerPassword);
    expect((await refund(order.id, { amount: 10 }, otherOwner)).status).toBe(404);
    expect(await orderView(order.id)).toMatchObject({ status: 'paid', refunded: 0 });
  });
});

describe('a refunded buyer is no student', () => {
  it('leaves the course’s counters, its students, its analytics, the teacher’s totals and the admin home; a partial refund does not', async () => {
    const course = await courseOf(120, teacherId);
    const kept = await buyer(course);
    const partly = await buyer(course);
    const refunded = await buyer(course);
    const glanceBefore = { revenue: await glance('revenue'), newStudents: await glance('new-students') };
    expect((await refund(partly.order.id, { amount: 20 })).status).toBe(200);
    expect((await refund(refunded.order.id)).status).toBe(200);

    // The admin home's month: revenue less both refunds, one new student fewer (the one refunded in full).
    expect(await glance('revenue')).toBe(glanceBefore.revenue - 20 - 120);
    expect(await glance('new-students')).toBe(glanceBefore.newStudents - 1);

    const card = await owner.json<{ students: number }>('GET', `/api/courses/${course.id}`);
    expect(card.body.students).toBe(2);
    const students = await owner.json<{ id: string }[]>('GET', `/api/courses/${course.id}/users`);
    expect(students.body.map((student) => student.id).sort()).toEqual([kept.id, partly.id].sort());
    const analytics = await teacher.json<{ totals: { students: number }; students: { id: string }[] }>('GET', `/api/teacher/courses/${course.id}/analytics?days=30&interval=day&tz=UTC`);
    expect(analytics.status).toBe(200);
    expect(analytics.body.totals.students).toBe(2);
    expect(analytics.body.students.map((student) => student.id)).not.toContain(refunded.id);
    const overview = await teacher.json<{ courses: { id: string; registrations: number }[] }>('GET', '/api/teacher/analytics');
    expect(overview.body.courses.find((entry) => entry.id === course.id)?.registrations).toBe(2);

    // Buying again makes them a student again.
    await buyCourses(refunded.client, [course.course_id], commerce.paymob.apiUrl);
    expect(await eventually(async () => (await owner.json<{ students: number }>('GET', `/api/courses/${course.id}`)).body.students === 3)).toBe(true);
  });
});
