import { beforeAll, describe, expect, it } from 'vitest';
import { newSignedInStudent, signedInClient } from '@halaqa/infra/testing/accounts';
import { useCommerce } from '@halaqa/infra/testing/commerce-server';
import { buyCourses, eventually } from '@halaqa/infra/testing/course-purchase';
import { SiteClient } from '@halaqa/infra/testing/site-client';
import { sql } from '@halaqa/infra/testing/sql';
import { halaqaCli } from '@halaqa/infra/testing/tenant-cli';
import { ACME, useTwoSites } from '@halaqa/infra/testing/two-sites';

/**
 * Issue #40, item 1: deleting a buyer, a teacher who earned or a course that was sold used to
 * fail with 400 "invalid data". Orders, earnings and payouts outlive them with the names they
 * had; a teacher still owed earnings is refused with a reason until paid out.
 */
const { sites, commerce } = useCommerce(useTwoSites);

interface Order {
  id: string;
  buyer: { id: string | null; name: string; email: string };
  courses: { id: string | null; name: string }[];
}

let owner: SiteClient;
let teacher: Awaited<ReturnType<typeof newSignedInStudent>>;
let buyer: Awaited<ReturnType<typeof newSignedInStudent>>;
let course: { id: string; course_id: string; name: string };

const earningsOf = async (client: SiteClient) => (await client.json<{ balance: number; earned: number; payouts: { id: string }[] }>('GET', '/api/teacher/earnings')).body;
const userExists = async (id: string) => (await sql(sites.databaseUrl, 'SELECT 1 FROM users WHERE id = $1', [id])).length === 1;

beforeAll(async () => {
  owner = await signedInClient(sites.acme, ACME.ownerEmail, ACME.ownerPassword);
  teacher = await newSignedInStudent(sites.acme, { name: 'Hoda Leaving Teacher' });
  expect((await owner.json('PUT', `/api/users/${teacher.id}`, { isTeacher: true })).status).toBe(200);
  const created = await owner.json<typeof course>('POST', '/api/courses', { name: `Sold then deleted ${Date.now()}`, description: 'Recitation', price: { price: 200, per: 'lifetime' }, trainer_id: teacher.id });
  expect(created.status).toBe(201);
  course = created.body;
  buyer = await newSignedInStudent(sites.acme, { name: 'Leaving Buyer' });
  await buyCourses(buyer.client, [course.course_id], commerce.paymob.apiUrl);
  expect(await eventually(async () => (await earningsOf(teacher.client)).earned > 0)).toBe(true);
}, 120_000);

describe('deleting a teacher still owed earnings', () => {
  it('is refused with 409, saying why and what to do, and nothing is deleted', async () => {
    const refusal = 'This account is still owed 190.00 EGP from course sales, and could not be paid once deleted. Pay the balance out first (the trainer asks for a payout on their earnings page and the platform pays it), then delete the account.';
    expect(await owner.json('DELETE', `/api/users/${teacher.id}`)).toEqual({ status: 409, body: { error: refusal } });
    expect(await teacher.client.json('DELETE', `/api/users/${teacher.id}`, { password: teacher.student.password })).toEqual({ status: 409, body: { error: refusal } });

    // A pending payout is still owed: asking for it does not make the account deletable.
    expect((await teacher.client.json('PUT', '/api/teacher/payout-method', { kind: 'wallet', walletNumber: '01012345678', confirmed: true })).status).toBe(200);
    expect((await teacher.client.json('POST', '/api/teacher/payouts')).status).toBe(200);
    expect((await owner.json('DELETE', `/api/users/${teacher.id}`)).status).toBe(409);
    expect(await userExists(teacher.id)).toBe(true);
    expect(await earningsOf(teacher.client)).toMatchObject({ balance: 0, earned: 190 });
  });
});

describe('deleting the buyer, the paid-out teacher and the sold course', () => {
  it('succeeds, and the orders, earnings and payouts keep the names they had', async () => {
    const [payout] = (await earningsOf(teacher.client)).payouts;
    expect((await halaqaCli(['payouts', 'pay', '--id', payout!.id, '--note', 'CIB 1'], sites.databaseUrl)).code).toBe(0);

    expect(await owner.json('DELETE', `/api/users/${teacher.id}`)).toEqual({ status: 200, body: { ok: true } });
    expect(await buyer.client.json('DELETE', `/api/users/${buyer.id}`, { password: buyer.student.password })).toEqual({ status: 200, body: { ok: true } });
    expect(await owner.json('DELETE', `/api/courses/${course.id}`)).toEqual({ status: 200, body: { ok: true } });
    expect(await userExists(teacher.id)).toBe(false);
    expect(await userExists(buyer.id)).toBe(false);

    const orders = (await owner.json<Order[]>('GET', '/api/payments/orders')).body;
    expect(orders.find((order) => order.buyer.email === buyer.student.email)).toMatchObject({
      buyer: { id: null, name: 'Leaving Buyer', email: buyer.student.email },
      courses: [{ id: null, name: course.name }],
    });
    // The owner's orders page still renders them.
    const page = new SiteClient(sites.acme);
    page.useSessionCookie(owner.sessionCookie!);
    const html = await (await page.request('GET', '/admin/orders')).text();
    expect(html).toContain('Leaving Buyer');

    const [earning] = await sql(sites.databaseUrl, 'SELECT beneficiary_id, beneficiary_name, course_id, course_name FROM earnings WHERE order_id IN (SELECT order_id FROM orders WHERE buyer_email = $1)', [buyer.student.email]);
    expect(earning).toEqual({ beneficiary_id: null, beneficiary_name: 'Hoda Leaving Teacher', course_id: null, course_name: course.name });
    const listed = await halaqaCli(['payouts', 'list', '--status', 'paid'], sites.databaseUrl);
    expect(listed.stdout).toContain(`Hoda Leaving Teacher <${teacher.student.email}>`);
    // The payout method, personal details, went with the account.
    expect(await sql(sites.databaseUrl, 'SELECT 1 FROM payout_methods WHERE user_id = $1', [teacher.id])).toEqual([]);
  }, 90_000);
});
