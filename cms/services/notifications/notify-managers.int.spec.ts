import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFreshDatabase } from '@halaqa/infra/testing/fresh-database';
import '@halaqa/infra/testing/provided';
import type { Tenant, User } from '../../payload-types';
import { stopJobQueue } from '../jobs/job-queue';
import { transaction } from '../unit-of-work';
import { notifyManagers, type ManagerEvent } from './notify-managers';

/**
 * The batching of managers' notifications (issue #14), in this process against a fresh
 * database: parallel events make one row, an event counted twice counts once, a rolled-back
 * write leaves neither notification nor mail job, and each recipient reads it in their language.
 */
let payload: Payload;
let acme: Tenant;
let counter = 0;

async function addUser(fields: Partial<User>) {
  counter += 1;
  return payload.create({
    collection: 'users',
    data: { tenant: acme.id, email: `person${counter}-${Date.now()}@example.com`, name: `Person ${counter}`, verified: true, settings: '{}', role: { role: 'user', rights: [] }, ...fields } as never,
    overrideAccess: true,
  });
}

async function addCourse(trainer: User) {
  counter += 1;
  return payload.create({ collection: 'courses', data: { tenant: acme.id, name: `Course ${counter}-${Date.now()}`, trainer: trainer.id } as never, overrideAccess: true });
}

const ctx = () => ({ payload, tenant: acme });
const rowsOf = async (userId: string) => (await payload.find({ collection: 'notifications', where: { user: { equals: userId } }, overrideAccess: true, pagination: false })).docs;
const mailJobsOf = async (notificationId: string) => {
  const { rows } = await (payload.db as unknown as { pool: { query(text: string, values: unknown[]): Promise<{ rows: unknown[] }> } }).pool.query(
    "SELECT id FROM pgboss.job WHERE name = 'manager-notification-mail' AND data->>'notificationId' = $1",
    [notificationId],
  );
  return rows;
};

const allMailJobs = async () =>
  (await (payload.db as unknown as { pool: { query(text: string): Promise<{ rows: unknown[] }> } }).pool.query("SELECT id FROM pgboss.job WHERE name = 'manager-notification-mail'")).rows;

beforeAll(async () => {
  process.env.DATABASE_URL = await createFreshDatabase();
  process.env.DISABLE_PAYLOAD_HMR = 'true';
  const { payloadClient } = await import('../../payload-client');
  const { createTenant } = await import('../tenants/create-tenant');
  payload = await payloadClient();
  acme = (await createTenant(payload, { domain: 'acme.localhost', name: 'Acme', ownerEmail: 'o@acme.test', ownerPassword: 'secret1', plan: 'pro' })).tenant;
});

afterAll(async () => {
  await stopJobQueue();
});

describe('notifyManagers', () => {
  it('makes one notification of parallel events, counting each event once', async () => {
    const teacher = await addUser({ isTeacher: true });
    const course = await addCourse(teacher);
    const students = await Promise.all(Array.from({ length: 8 }, () => addUser({})));
    const event = (student: User, key = student.id): ManagerEvent => ({ kind: 'submission', courseId: course.id, actorId: student.id, eventKey: key, lesson: 'Essay' });
    await Promise.all(students.map((student) => transaction(ctx(), (tx) => notifyManagers(tx, event(student)))));
    // The same event again (a retried write, replaced work): no change.
    await transaction(ctx(), (tx) => notifyManagers(tx, event(students[0]!)));

    const [batch, ...more] = await rowsOf(teacher.id);
    expect(more).toEqual([]);
    expect(batch!.batchEvents).toHaveLength(8);
    expect(batch!.title).toBe(`Work to grade in ${course.name}`);
    expect(batch!.message).toMatch(/^New submissions this hour: 8\. The latest: Person \d+, “Essay”\.$/);
    expect(await mailJobsOf(batch!.id)).toHaveLength(1);
    // Nobody is told of their own action: the students have nothing.
    for (const student of students) expect(await rowsOf(student.id)).toEqual([]);
  });

  it('writes nothing, and queues no mail, when the write that caused it rolls back', async () => {
    const teacher = await addUser({ isTeacher: true });
    const course = await addCourse(teacher);
    const student = await addUser({});
    const report: ManagerEvent = { kind: 'problemReport', courseId: course.id, actorId: student.id, eventKey: 'report-1', lesson: 'Lesson', text: 'Broken' };
    const jobsBefore = (await allMailJobs()).length;
    const failing = transaction(ctx(), async (tx) => {
      await notifyManagers(tx, report);
      throw new Error('the report could not be saved');
    });
    await expect(failing).rejects.toThrow('the report could not be saved');
    expect(await rowsOf(teacher.id)).toEqual([]);
    expect(await allMailJobs()).toHaveLength(jobsBefore);

    await transaction(ctx(), (tx) => notifyManagers(tx, report));
    const [batch] = await rowsOf(teacher.id);
    expect(batch!.message).toBe(`${student.name} reported a problem with “Lesson”: Broken`);
    expect(await mailJobsOf(batch!.id)).toHaveLength(1);
  });

  it('writes in each recipient’s language and leaves mail out for whoever turned it off', async () => {
    const teacher = await addUser({ isTeacher: true, settings: '{"lang":"ar","emailNotifications":false}' });
    const course = await addCourse(teacher);
    const student = await addUser({ name: 'Amina' });
    await transaction(ctx(), (tx) => notifyManagers(tx, { kind: 'registration', courseId: course.id, actorId: student.id, eventKey: 'registration-1' }));
    const [batch] = await rowsOf(teacher.id);
    expect(batch).toMatchObject({ title: `طالب جديد في ${course.name}`, message: `التحق Amina بدورة ${course.name}.`, link: `/admin/courses/${course.id}`, read: false });
    expect(await mailJobsOf(batch!.id)).toEqual([]);
  });

  it('makes the verb agree with a student who asks to be spoken of as a woman (issue #44, item 14), in Arabic and French', async () => {
    const arabicTeacher = await addUser({ isTeacher: true, settings: '{"lang":"ar"}' });
    const course = await addCourse(arabicTeacher);
    const frenchAdmin = await addUser({ settings: '{"lang":"fr"}', role: { role: 'admin', rights: ['manage-users'] } as never });
    const woman = await addUser({ name: 'ليلى', settings: '{"addressAs":"feminine"}' });
    await transaction(ctx(), (tx) => notifyManagers(tx, { kind: 'registration', courseId: course.id, actorId: woman.id, eventKey: `registration-${woman.id}` }));
    await transaction(ctx(), (tx) => notifyManagers(tx, { kind: 'signUp', courseId: null, actorId: woman.id, eventKey: `sign-up-${woman.id}` }));
    expect((await rowsOf(arabicTeacher.id)).map((row) => row.message)).toEqual([`التحقت ليلى بدورة ${course.name}.`]);
    expect((await rowsOf(frenchAdmin.id)).map((row) => row.message)).toEqual(['ليلى s’est inscrite.']);
  });
});
