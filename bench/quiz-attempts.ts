import autocannon from 'autocannon';
import { Agent, request } from 'undici';
import { sql, type PostgresAdapter } from '@payloadcms/db-postgres';
import { createSession } from '@halaqa/cms/services/sessions/create-session';
import { SiteClient } from '@halaqa/infra/testing/site-client';
import { median, startBenchPlatform } from './bench-platform';

/**
 * The quiz benchmark, in two parts, run with `npx -y pnpm@10 bench:quiz`. Students and their
 * sessions are written straight into the database (signing 1,000 people up is not what is measured).
 *
 * 1. Issue #6's rush: STUDENTS students (BENCH_STUDENTS, default 1,000) start a quiz within one
 *    second, answer its three questions (each phase within one second) and submit. Prints each
 *    phase's throughput and p99, then counts in the database the attempts and answers lost or
 *    duplicated. Targets: no failed request and p99 < 2 s in every phase; 0 lost, 0 duplicated.
 *    Then waits for the progress jobs the rush queued and prints their number and the time they
 *    took to drain; target (issue #40): within 60 s.
 *    These phases measure latency under a burst: their requests per second cannot pass the rate
 *    at which they are fired (STUDENTS a second), so they are not compared with the static page.
 * 2. Issue #13's throughput: autocannon with BENCH_CONNECTIONS (64) connections, for
 *    BENCH_SECONDS (5) per measure and BENCH_ROUNDS (3) rounds taking turns, against the static
 *    Astro page rendered on demand (the yardstick of bench/course-pages.ts) in the same round:
 *    start-quiz (every request opens a new attempt: a student who has not started one of the
 *    throughput lessons), submit-answer (answers to open attempts, round the students) and
 *    submit-quiz (every request closes an open attempt). A ratio is each round's figure over that
 *    round's static page; the medians are printed. Targets: start-quiz ≥ 30 %, submit-answer ≥ 50 %.
 *    Each measure starts once the progress jobs queued before it have run.
 *
 * Each target is printed met or MISSED; a miss makes the exit code 1 unless BENCH_REPORT_ONLY=1.
 * Attempts or answers lost or duplicated fail the run whatever BENCH_REPORT_ONLY says: that is a
 * bug, not a figure.
 */
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 1000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const REPORT_ONLY = process.env.BENCH_REPORT_ONLY === '1';
const QUESTIONS = [
  { type: 'single', text: 'First letter?', required: true, options: ['Alif', 'Ba'], correct: [0] },
  { type: 'multiple', text: 'Sun letters?', options: ['Ta', 'Ba', 'Sin'], correct: [0, 2] },
  { type: 'text', text: 'Greeting?', correct: ['salam'] },
];
const ANSWERS = [0, [0, 2], 'salam'];
/** Part 2 submits attempts whichever questions the answer measure reached, so none is required there. */
const THROUGHPUT_QUESTIONS = QUESTIONS.map((question) => ({ ...question, required: false }));
/** Issue #13's targets for part 2, as shares of the static page's requests per second. */
const THROUGHPUT_TARGETS: Record<string, number> = { 'start-quiz': 0.3, 'submit-answer': 0.5 };
/** Issue #6's for part 1. */
const BURST_P99_BELOW_MS = 2000;
/** Issue #40: the rush's progress jobs are all done within this of its end; the bench stops waiting at twice that. */
const DRAIN_WITHIN_S = 60;
const DRAIN_GIVE_UP_MS = 2 * DRAIN_WITHIN_S * 1000;
/** A returning visitor on the static page, as bench/course-pages.ts measures it. */
const RETURNING_VISITOR = 'lang=ar; direction=rtl';

const log = (line: string) => console.log(line);
const percent = (ratio: number) => `${Math.round(ratio * 100)} %`;

interface Student {
  id: string;
  session: string;
}

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

interface Figures {
  requestsPerSecond: number;
  p99: number;
  errors: number;
}

/** One request of a throughput measure: whose, where, with what. */
interface QuizRequest {
  path: string;
  session: string;
  body?: unknown;
}

/** autocannon on the site for SECONDS with CONNECTIONS connections; `next` names each request in turn. */
async function measure(origin: string, target: { staticPath: string } | { next: () => QuizRequest }): Promise<Figures> {
  const url = new URL(origin);
  // autocannon cannot resolve *.localhost: it connects to loopback and names the site in the tenant host header.
  const base = `http://127.0.0.1:${url.port}`;
  const headers = { host: url.host, 'x-tenant-host': origin };
  const options: autocannon.Options =
    'staticPath' in target
      ? { url: `${base}${target.staticPath}`, headers: { ...headers, cookie: RETURNING_VISITOR } }
      : {
          url: base,
          requests: [
            {
              method: 'POST',
              setupRequest: (request) => {
                const { path, session, body } = target.next();
                const json = body === undefined ? {} : { 'content-type': 'application/json' };
                return { ...request, path, headers: { ...headers, origin, cookie: `session=${session}`, ...json }, body: body === undefined ? undefined : JSON.stringify(body) };
              },
            },
          ],
        };
  const result = await autocannon({ ...options, connections: CONNECTIONS, duration: SECONDS });
  return { requestsPerSecond: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function main(): Promise<void> {
  const platform = await startBenchPlatform(log);
  try {
    const owner = new SiteClient(platform.origin);
    await owner.json('POST', '/api/users/sign-in', { email: platform.tenant.ownerEmail, password: platform.tenant.ownerPassword });
    const course = await owner.json<{ id: string }>('POST', '/api/courses', { name: 'Quiz load' });
    const newQuiz = async (name: string, quiz: unknown[]) => {
      const lesson = await owner.json<{ id: string }>('POST', `/api/courses/${course.body.id}/materials`, { name, type: 'quiz', quiz });
      if (lesson.status !== 200) throw new Error(`creating the quiz answered ${lesson.status}`);
      return lesson.body.id;
    };
    const lessonId = await newQuiz('Letters quiz', QUESTIONS);

    log(`writing ${STUDENTS} registered students with sessions…`);
    const payload = await platform.openPayload();
    const { docs: tenants } = await payload.find({ collection: 'tenants', limit: 1, overrideAccess: true });
    const tenant = tenants[0]!;
    const students: Student[] = [];
    for (let index = 0; index < STUDENTS; index += 1) {
      const user = await payload.create({
        collection: 'users',
        data: { tenant: tenant.id, email: `load${index}@bench.test`, name: `Student ${index}`, verified: true, role: { role: 'user', rights: [] } },
        overrideAccess: true,
      });
      await payload.create({ collection: 'registrations', data: { tenant: tenant.id, course: course.body.id, user: user.id }, overrideAccess: true });
      students.push({ id: user.id, session: (await createSession({ payload, tenant }, user.id, { userAgent: 'bench', ip: '127.0.0.1' })).token });
    }
    const sessions = students.map((student) => student.session);
    const drizzle = (payload.db as unknown as PostgresAdapter).drizzle;
    const quizPath = (lesson: string) => `/api/courses/${course.body.id}/materials/${lesson}`;
    const pendingJobs = async () => {
      const { rows } = await drizzle.execute<{ pending: string }>(sql`SELECT count(*) AS pending FROM pgboss.job WHERE name = 'course-progress' AND state < 'completed'`);
      return Number(rows[0]!.pending);
    };
    /** Waits (up to DRAIN_GIVE_UP_MS) until no progress job is pending; returns the seconds waited and whether it drained. */
    const drainProgressJobs = async () => {
      const drainStarted = performance.now();
      while ((await pendingJobs()) > 0 && performance.now() - drainStarted < DRAIN_GIVE_UP_MS) await new Promise((resolve) => setTimeout(resolve, 250));
      return { seconds: (performance.now() - drainStarted) / 1000, drained: (await pendingJobs()) === 0 };
    };

    // Part 1: the rush of issue #6.
    const agent = new Agent({ connections: 256, pipelining: 1 });
    const base = quizPath(lessonId);
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

    const burst = [await phase('start-quiz (within 1 s)', sessions, 1000, (session) => post(session, `${base}/start-quiz`))];
    for (const [index, answer] of ANSWERS.entries()) {
      burst.push(await phase(`submit-answer #${index}`, sessions, 1000, (session) => post(session, `${base}/submit-answer`, { index, answer })));
    }
    burst.push(await phase('submit-quiz', sessions, 1000, (session) => post(session, `${base}/submit-quiz`)));
    await agent.close();

    const { rows } = await drizzle.execute<{ attempts: string; students: string; submitted: string; answers: string }>(sql`
      SELECT
        (SELECT count(*) FROM quiz_attempts WHERE material_id = ${lessonId}) AS attempts,
        (SELECT count(DISTINCT user_id) FROM quiz_attempts WHERE material_id = ${lessonId}) AS students,
        (SELECT count(*) FROM quiz_attempts WHERE material_id = ${lessonId} AND state = 'submitted' AND score = 3) AS submitted,
        (SELECT count(*) FROM quiz_answers a JOIN quiz_attempts q ON q.id = a.attempt_id WHERE q.material_id = ${lessonId}) AS answers`);
    const row = rows[0]!;
    const [attempts, started, submitted, answers] = [row.attempts, row.students, row.submitted, row.answers].map(Number) as [number, number, number, number];
    // The rush's progress recomputations (one per student and course) drain before part 2 starts.
    const backlog = await pendingJobs();
    const { seconds: drainSeconds, drained } = await drainProgressJobs();
    log(`progress jobs queued after the rush: ${backlog}; ${drained ? `drained in ${drainSeconds.toFixed(1)} s` : `not drained after ${drainSeconds.toFixed(0)} s`}`);

    // Part 2: throughput against the static page. Lessons are added while fresh starts run short.
    const throughputLessons: string[] = [];
    let freshCursor = 0;
    const fresh = () => throughputLessons.length * STUDENTS - freshCursor;
    let repeatedStarts = 0;
    const nextStart = (): QuizRequest => {
      if (fresh() <= 0) repeatedStarts += 1;
      const cursor = Math.min(freshCursor, throughputLessons.length * STUDENTS - 1);
      freshCursor += 1;
      return { path: `${quizPath(throughputLessons[Math.floor(cursor / STUDENTS)]!)}/start-quiz`, session: students[cursor % STUDENTS]!.session };
    };
    const sessionOf = new Map(students.map((student) => [student.id, student.session]));
    const openAttempts = async () => {
      const { rows: open } = await drizzle.execute<{ material_id: string; user_id: string }>(sql`
        SELECT material_id, user_id FROM quiz_attempts WHERE course_id = ${course.body.id} AND material_id <> ${lessonId} AND state = 'inProgress' ORDER BY created_at`);
      return open.map((entry) => ({ path: quizPath(entry.material_id), session: sessionOf.get(entry.user_id)! }));
    };

    const measures = ['static Astro page, on demand', 'start-quiz', 'submit-answer', 'submit-quiz'];
    const rounds: Figures[][] = [];
    let repeatedSubmits = 0;
    for (let round = 1; round <= ROUNDS; round += 1) {
      // Each measure starts with no progress job pending: the jobs a submit-quiz measure queues
      // (one per attempt it closes) otherwise run through the next round's static page and
      // answers, billing their CPU to those measures (1,025 were still pending after the last
      // round when they were left to run).
      const say = async (what: string) => {
        await drainProgressJobs();
        log(`round ${round}/${ROUNDS}: ${what}, ${SECONDS} s with ${CONNECTIONS} connections…`);
      };
      const figures: Figures[] = [];
      await say(measures[0]!);
      figures.push(await measure(platform.origin, { staticPath: '/benchmark/static-page' }));
      // Enough fresh starts for the static page's pace and some (a start costs at least a static page).
      const wanted = 1.5 * figures[0]!.requestsPerSecond * SECONDS + 2 * CONNECTIONS;
      while (fresh() < wanted) throughputLessons.push(await newQuiz(`Throughput quiz ${throughputLessons.length + 1}`, THROUGHPUT_QUESTIONS));
      await say(measures[1]!);
      figures.push(await measure(platform.origin, { next: nextStart }));
      const toAnswer = await openAttempts();
      let answered = 0;
      await say(measures[2]!);
      figures.push(
        await measure(platform.origin, {
          next: () => {
            const attempt = toAnswer[answered % toAnswer.length]!;
            const index = Math.floor(answered / toAnswer.length) % ANSWERS.length;
            answered += 1;
            return { path: `${attempt.path}/submit-answer`, session: attempt.session, body: { index, answer: ANSWERS[index] } };
          },
        }),
      );
      const toSubmit = await openAttempts();
      let closed = 0;
      await say(measures[3]!);
      figures.push(
        await measure(platform.origin, {
          next: () => {
            // Past the last open attempt a submit only repeats a result: counted, and said below.
            if (closed >= toSubmit.length) repeatedSubmits += 1;
            const attempt = toSubmit[closed % toSubmit.length]!;
            closed += 1;
            return { path: `${attempt.path}/submit-quiz`, session: attempt.session };
          },
        }),
      );
      rounds.push(figures);
    }
    log(`progress jobs still queued after the throughput rounds: ${await pendingJobs()}`);

    console.log(`\nPart 1: ${STUDENTS} students, each phase fired within one second, Node ${process.version}\n`);
    console.table(burst.map((entry) => ({ phase: entry.phase, requests: entry.requests, failed: entry.failed, 'req/s': Math.round(entry.requests / entry.seconds), 'p99 ms': entry.p99 })));
    console.log(`attempts: ${attempts} (expected ${STUDENTS}; lost ${STUDENTS - started}, duplicated ${attempts - started})`);
    console.log(`answers: ${answers} (expected ${STUDENTS * ANSWERS.length}; lost or duplicated ${STUDENTS * ANSWERS.length - answers})`);
    console.log(`submitted with the full score: ${submitted} of ${STUDENTS}`);

    // Each round's figure over the static page of that same round: a slower machine slows both.
    const ratioOf = (index: number) => median(rounds.map((figures) => figures[index]!.requestsPerSecond / figures[0]!.requestsPerSecond));
    const errorsOf = (index: number) => rounds.reduce((sum, figures) => sum + figures[index]!.errors, 0);
    console.log(`\nPart 2: ${CONNECTIONS} connections, medians of ${ROUNDS} rounds of ${SECONDS} s, Node ${process.version}\n`);
    console.table(
      measures.map((what, index) => ({
        what,
        'req/s': Math.round(median(rounds.map((figures) => figures[index]!.requestsPerSecond))),
        'p99 ms': median(rounds.map((figures) => figures[index]!.p99)),
        'vs static page': percent(ratioOf(index)),
        errors: errorsOf(index),
      })),
    );
    if (repeatedStarts) console.log(`note: ${repeatedStarts} start-quiz requests found no fresh student and returned an open attempt`);
    if (repeatedSubmits) console.log(`note: ${repeatedSubmits} submit-quiz requests found no open attempt and repeated a result`);

    let missed = 0;
    const verdict = (met: boolean, line: string) => {
      if (!met) missed += 1;
      console.log(`${met ? 'met   ' : 'MISSED'} ${line}`);
    };
    console.log('');
    for (const entry of burst) {
      verdict(entry.failed === 0 && entry.p99 < BURST_P99_BELOW_MS, `${entry.phase}: ${entry.failed} failed, p99 ${entry.p99} ms (target 0 failed, p99 < ${BURST_P99_BELOW_MS} ms), issue #6`);
    }
    verdict(drained && drainSeconds <= DRAIN_WITHIN_S, `progress jobs after the rush: ${backlog} drained in ${drained ? `${drainSeconds.toFixed(1)} s` : 'more than ' + DRAIN_GIVE_UP_MS / 1000 + ' s'} (target ≤ ${DRAIN_WITHIN_S} s), issue #40`);
    for (const [index, what] of measures.entries()) {
      const target = THROUGHPUT_TARGETS[what];
      if (target === undefined) continue;
      // A failing request is answered fast: a row with errors meets nothing.
      verdict(ratioOf(index) >= target && errorsOf(index) === 0, `${what}, ${CONNECTIONS} connections: ${percent(ratioOf(index))} of the static page (target ≥ ${percent(target)}), ${errorsOf(index)} errors, issue #13`);
    }
    if (attempts !== STUDENTS || started !== STUDENTS || answers !== STUDENTS * ANSWERS.length || submitted !== STUDENTS) throw new Error('attempts or answers were lost or duplicated');
    if (missed && !REPORT_ONLY) throw new Error(`${missed} target(s) missed (BENCH_REPORT_ONLY=1 reports without failing)`);
  } finally {
    await platform.stop();
  }
}

// A failure is thrown to here, not left in process.exitCode: see startBenchPlatform.
await main();
