import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Payload } from 'payload';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '@halaqa/cms/services/accounts/sign-in';
import { findUserByEmail } from '@halaqa/cms/services/accounts/find-user-by-email';
import type { TenantContext } from '@halaqa/cms/services/context';
import { listMaterials } from '@halaqa/cms/services/courses/lessons/list-materials';
import { listSections } from '@halaqa/cms/services/courses/lessons/sections/list-sections';
import { studentCertificates } from '@halaqa/cms/services/courses/progress/list-student-certificates';
import { fileStore } from '@halaqa/cms/services/files/file-store';
import { tenantDb } from '@halaqa/cms/services/tenant-db';
import { findTenantByHost } from '@halaqa/cms/services/tenants/find-tenant-by-host';
import { MATERIAL_TYPES } from '@halaqa/shared/schemas/courses';
import { CLI_BUNDLE } from './cli-build';
import { DEMO_STUDENT, DEMO_TEACHER } from './demo/demo-people';
import { REPO_ROOT } from './paths';
import { childEnv } from './processes';
import { DEMO_SITE, seedDemoSite } from './seed';
import { createFreshDatabase } from './testing/fresh-database';
import { sql } from './testing/sql';
import './testing/provided';

/**
 * Issue #44, item 15: the demo site `pnpm start` seeds is worth exploring. On fresh databases:
 * every course has sections and a lesson of each kind, the README's teacher and student sign in,
 * the student has done the work a new user looks for, a seed that fails midway is completed by
 * the next one into what one uninterrupted `halaqa seed` makes, and seeding again changes nothing.
 */
let payload: Payload;
let databaseUrl: string;
let filesDir: string;
let ctx: TenantContext;
/** A second database, seeded once and uninterrupted by the command line (`halaqa seed`), and its files. */
let cleanDatabaseUrl: string;
let cleanFilesDir: string;
let cliOutput: string;

const CLIENT = { userAgent: 'seed test', ip: '127.0.0.1' };
const KINDS = ['article', 'video', 'quiz', 'assignment'] as const satisfies readonly (typeof MATERIAL_TYPES)[number][];

/**
 * What the notifications tell, rather than their rows: managers' notices batch the events of one
 * clock hour (notify-managers), so a seed that runs across the hour splits one batch into two rows
 * telling the same events. A row counts the events it batches, or one when it batches none.
 */
const NOTICES_TOLD = `SELECT coalesce(sum(coalesce(jsonb_array_length(batch_events), 1)), 0)::int AS rows FROM notifications`;

/** Rows in every table of the platform's schema, and files in the store: everything a seed writes. */
async function everything(url: string, dir: string): Promise<Record<string, number>> {
  const tables = await sql<{ table_name: string }>(url, `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`);
  const counts: Record<string, number> = {};
  for (const { table_name: table } of tables) {
    const [row] = await sql<{ rows: number }>(url, table === 'notifications' ? NOTICES_TOLD : `SELECT count(*)::int AS rows FROM "${table}"`);
    counts[table] = row!.rows;
  }
  counts['stored files'] = fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
  return counts;
}

/** Makes the next insert into `table` fail (when `when` holds), as a crash or a lost connection would. */
async function failInsertsInto(table: string, when = 'true'): Promise<void> {
  await sql(databaseUrl, `CREATE FUNCTION fail_${table}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF ${when} THEN RAISE EXCEPTION 'seed interrupted'; END IF; RETURN NEW; END $$`);
  await sql(databaseUrl, `CREATE TRIGGER fail_${table} BEFORE INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION fail_${table}()`);
}

async function allowInsertsInto(table: string): Promise<void> {
  await sql(databaseUrl, `DROP TRIGGER fail_${table} ON ${table}; DROP FUNCTION fail_${table}()`);
}

async function demoUser(email: string) {
  const user = await findUserByEmail(ctx, email);
  expect(user, email).not.toBeNull();
  return user!;
}

const courses = async () => (await tenantDb(ctx).find({ collection: 'courses', sort: 'createdAt' })).docs;

beforeAll(async () => {
  cleanDatabaseUrl = await createFreshDatabase();
  cleanFilesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'halaqa-seed-clean-files-'));
  const cli = await promisify(execFile)(process.execPath, [CLI_BUNDLE, 'seed'], { cwd: REPO_ROOT, env: childEnv({ DATABASE_URL: cleanDatabaseUrl, FILES_DIR: cleanFilesDir }) });
  cliOutput = cli.stdout;

  databaseUrl = await createFreshDatabase();
  filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'halaqa-seed-files-'));
  process.env.DATABASE_URL = databaseUrl;
  process.env.FILES_DIR = filesDir;
  process.env.DISABLE_PAYLOAD_HMR = 'true';
  const { payloadClient } = await import('@halaqa/cms/payload-client');
  payload = await payloadClient();
});

describe('the demo site', () => {
  it('is made by `halaqa seed`, and a seed interrupted midway is completed by the next one into the same demo', async () => {
    expect(cliOutput).toMatch(/Seeded the demo site on localhost in \d+\.\d s\./);

    // Halfway through the lessons, then at the reviews, which come last.
    await failInsertsInto('materials', '(SELECT count(*) FROM materials) >= 7');
    await expect(seedDemoSite(payload)).rejects.toThrow();
    await allowInsertsInto('materials');
    await failInsertsInto('ratings');
    await expect(seedDemoSite(payload)).rejects.toThrow();
    await allowInsertsInto('ratings');

    expect(await seedDemoSite(payload)).toBe(true);
    ctx = { payload, tenant: (await findTenantByHost(payload, DEMO_SITE.domain))! };
    expect(await everything(databaseUrl, filesDir)).toEqual(await everything(cleanDatabaseUrl, cleanFilesDir));
  });

  it('has courses in sections, each with an article, a video with its transcript, a quiz with questions and an assignment', async () => {
    for (const course of await courses()) {
      const sections = await listSections(ctx, null, course.id);
      expect(sections.length, course.name).toBeGreaterThan(0);
      // The curriculum as a visitor sees it: every lesson visible, each in a section.
      const curriculum = await listMaterials(ctx, null, course.id);
      expect(curriculum.map((lesson) => lesson.type), course.name).toEqual(expect.arrayContaining([...KINDS]));
      const { docs: lessons } = await tenantDb(ctx).find({ collection: 'materials', where: { course: { equals: course.id } } });
      expect(lessons.every((lesson) => lesson.section && lesson.publishedSection), course.name).toBe(true);
      for (const lesson of lessons) {
        const where = `${course.name}: ${lesson.name}`;
        if (lesson.type === 'article') expect(JSON.stringify(lesson.content), where).toMatch(/"text":"[^"]+"/);
        if (lesson.type === 'quiz') expect(lesson.quiz, where).not.toHaveLength(0);
        if (lesson.type === 'assignment') expect(lesson.assignmentSettings?.instructions?.trim(), where).toBeTruthy();
        if (lesson.type === 'video') {
          expect(lesson.transcript, where).not.toHaveLength(0);
          expect(await fileStore().get(ctx.tenant.id, lesson.video!), where).not.toBeNull();
        }
      }
    }
  });

  it("lets the README's demo teacher and demo student sign in; the teacher teaches every course", async () => {
    const readme = fs.readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
    for (const account of [DEMO_TEACHER, DEMO_STUDENT]) {
      expect(readme).toContain(`\`${account.email}\``);
      expect(readme).toContain(`\`${account.password}\``);
      const { user, session } = await signIn(ctx, { email: account.email, password: account.password }, CLIENT);
      expect(user.email).toBe(account.email);
      expect(session.token).toBeTruthy();
    }
    const teacher = await demoUser(DEMO_TEACHER.email);
    expect(teacher.isTeacher).toBe(true);
    expect((await courses()).map((course) => course.trainer)).toEqual((await courses()).map(() => teacher.id));
  });

  it('shows the student with progress, a submitted quiz, a graded assignment and a certificate, and courses with reviews', async () => {
    const student = await demoUser(DEMO_STUDENT.email);
    const db = tenantDb(ctx);
    const mine = { user: { equals: student.id } };
    expect(await db.count({ collection: 'registrations', where: mine })).toBeGreaterThan(0);
    expect(await db.count({ collection: 'lesson-progress', where: { and: [mine, { completed: { equals: true } }] } })).toBeGreaterThan(0);
    expect(await db.count({ collection: 'quiz-attempts', where: { and: [mine, { state: { equals: 'submitted' } }] } })).toBeGreaterThan(0);
    expect(await db.count({ collection: 'assignment-submissions', where: { and: [mine, { grade: { exists: true } }] } })).toBeGreaterThan(0);
    // As the student's dashboard lists them.
    expect(await studentCertificates(ctx, student)).not.toHaveLength(0);
    expect(await db.count({ collection: 'ratings', where: mine })).toBeGreaterThan(0);
    expect(await db.count({ collection: 'ratings' })).toBeGreaterThan(1);
    // And the teacher has work to grade from the other student.
    expect(await db.count({ collection: 'assignment-submissions', where: { grade: { exists: false } } })).toBeGreaterThan(0);
  });

  it('changes nothing when seeded again', async () => {
    const before = await everything(databaseUrl, filesDir);
    expect(await seedDemoSite(payload)).toBe(false);
    expect(await everything(databaseUrl, filesDir)).toEqual(before);
  });
});
