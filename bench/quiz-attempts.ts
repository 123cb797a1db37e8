import { Agent, request } from 'undici';
import { sql, type PostgresAdapter } from '@payloadcms/db-postgres';
import { createSession } from '@halaqa/cms/services/sessions/create-session';
import { SiteClient } from '@halaqa/infra/testing/site-client';
import { startBenchPlatform } from './bench-platform';

/**
 * Issue #6's quiz benchmark: STUDENTS students (default 1,000) start a quiz within one second,
 * answer its three questions and submit, all at once. Prints throughput and p99 of each phase
 * and then counts, in the database, attempts and answers lost or duplicated (must be 0 and 0).
 * Run it with `npx -y pnpm@10 bench:quiz`. Students and their sessions are written straight
 * into the database (signing 1,000 people up is not what is measured).
 */
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 1000);
const QUESTIONS = [
  { type: 'single', text: 'First letter?', required: true, options: ['Alif', 'Ba'], correct: [0] },
  { type: 'multiple', text: 'Sun letters?', options: ['Ta', 'Ba', 'Sin'], correct: [0, 2] },
  { type: 'text', text: 'Greeting?', correct: ['salam'] },
];
const ANSWERS = [0, [0, 2], 'salam'];

const log = (line: string) => console.log(line);

interface PhaseFigures {
  phase: string;
  requests: number;
  failed: number;
  seconds: number;
  p99: number;
}

/** Fires one request per student, spread evenly over `spreadMs`, and times each. */
async function phase(name: string, sessions: string[], spreadMs: number, send: (session: string) => Promise<number>): Promise<PhaseFigures> {
  const latencies: number[] = [];
  let failed = 0;
  const started = performance.now();
  await Promise.all(
    sessions.map(async (session, index) => {
      await new Promise((resolve) => setTimeout(resolve, (index / sessions.length) * spreadMs));
      const begin = performance.now();
      const status = await send(session).catch(() => 0);
      latencies.push(performance.now() - begin);
      if (status !== 200) failed += 1;
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { phase: name, requests: sessions.length, failed, seconds, p99: Math.round(latencies[Math.floor(latencies.length * 0.99)] ?? 0) };
}

async function main(): Promise<void> {
  const platform = await startBenchPlatform(log);
  try {
    const owner = new SiteClient(platform.origin);
    await owner.json('POST', '/api/users/sign-in', { email: platform.tenant.ownerEmail, password: platform.tenant.ownerPassword });
    const course = await owner.json<{ id: string }>('POST', '/api/courses', { name: 'Quiz load' });
    const lesson = await owner.json<{ id: string }>('POST', `/api/courses/${course.body.id}/materials`, { name: 'Letters quiz', type: 'quiz', quiz: QUESTIONS });
    if (lesson.status !== 200) throw new Error(`creating the quiz answered ${lesson.status}`);

    log(`writing ${STUDENTS} registered students with sessions…`);
    const payload = await platform.openPayload();
    const { docs: tenants } = await payload.find({ collection: 'tenants', limit: 1, overrideAccess: true });
    const tenant = tenants[0]!;
    const sessions: string[] = [];
    for (let index = 0; index < STUDENTS; index += 1) {
      const user = await payload.create({
        collection: 'users',
        data: { tenant: tenant.id, email: `load${index}@bench.test`, name: `Student ${index}`, verified: true, role: { role: 'user', rights: [] } },
        overrideAccess: true,
      });
      await payload.create({ collection: 'registrations', data: { tenant: tenant.id, course: course.body.id, user: user.id }, overrideAccess: true });
      sessions.push((await createSession({ payload, tenant }, user.id, { userAgent: 'bench', ip: '127.0.0.1' })).token);
    }

    const agent = new Agent({ connections: 256, pipelining: 1 });
    const base = `/api/courses/${course.body.id}/materials/${lesson.body.id}`;
    const url = new URL(platform.origin);
    const post = async (session: string, path: string, body?: unknown) => {
      const response = await request(`http://127.0.0.1:${url.port}${path}`, {
        method: 'POST',
        dispatcher: agent,
        headers: { host: url.host, 'x-tenant-host': platform.origin, origin: platform.origin, cookie: `session=${session}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      await response.body.dump();
      return response.statusCode;
    };

    const figures = [await phase('start-quiz (within 1 s)', sessions, 1000, (session) => post(session, `${base}/start-quiz`))];
    for (const [index, answer] of ANSWERS.entries()) {
      figures.push(await phase(`submit-answer #${index}`, sessions, 1000, (session) => post(session, `${base}/submit-answer`, { index, answer })));
    }
    figures.push(await phase('submit-quiz', sessions, 1000, (session) => post(session, `${base}/submit-quiz`)));
    await agent.close();

    const drizzle = (payload.db as unknown as PostgresAdapter).drizzle;
    const { rows } = await drizzle.execute<{ attempts: string; students: string; submitted: string; answers: string }>(sql`
      SELECT
        (SELECT count(*) FROM quiz_attempts WHERE material_id = ${lesson.body.id}) AS attempts,
        (SELECT count(DISTINCT user_id) FROM quiz_attempts WHERE material_id = ${lesson.body.id}) AS students,
        (SELECT count(*) FROM quiz_attempts WHERE material_id = ${lesson.body.id} AND state = 'submitted' AND score = 3) AS submitted,
        (SELECT count(*) FROM quiz_answers a JOIN quiz_attempts q ON q.id = a.attempt_id WHERE q.material_id = ${lesson.body.id}) AS answers`);
    const row = rows[0]!;
    const [attempts, students, submitted, answers] = [row.attempts, row.students, row.submitted, row.answers].map(Number) as [number, number, number, number];

    console.log(`\n${STUDENTS} students, Node ${process.version}\n`);
    console.table(figures.map((entry) => ({ phase: entry.phase, requests: entry.requests, failed: entry.failed, 'req/s': Math.round(entry.requests / entry.seconds), 'p99 ms': entry.p99 })));
    console.log(`attempts: ${attempts} (expected ${STUDENTS}; lost ${STUDENTS - students}, duplicated ${attempts - students})`);
    console.log(`answers: ${answers} (expected ${STUDENTS * ANSWERS.length}; lost or duplicated ${STUDENTS * ANSWERS.length - answers})`);
    console.log(`submitted with the full score: ${submitted} of ${STUDENTS}`);
    if (attempts !== STUDENTS || students !== STUDENTS || answers !== STUDENTS * ANSWERS.length || submitted !== STUDENTS) throw new Error('attempts or answers were lost or duplicated');
  } finally {
    await platform.stop();
  }
}

// A failure is thrown to here, not left in process.exitCode: see startBenchPlatform.
await main();
