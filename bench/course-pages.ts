import autocannon from 'autocannon';
import { SiteClient } from '@halaqa/infra/testing/site-client';
import { startBenchPlatform } from './bench-platform';

/**
 * Issue #5's load benchmark: GET /courses (the page), GET /api/courses and static pages of the
 * same server, in one run, for a site with 200 courses. Prints requests per second and p99
 * latency of each and the ratio to a static Astro page rendered on demand (target: the anonymous
 * course page at ≥ 60 %) and to a static file, the stricter yardstick.
 * The measures take turns for BENCH_ROUNDS rounds (default 3) of BENCH_SECONDS each (5), and the
 * medians are printed, so a burst of other work on the machine does not favour one of them.
 * Run it with `npx -y pnpm@10 bench`; BENCH_CONNECTIONS (10) changes the load.
 */
const COURSES = 200;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** A returning visitor: the language cookies the site set on the first visit, no session. */
const RETURNING_VISITOR = { cookie: 'lang=ar; direction=rtl' };
const DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;

const log = (line: string) => console.log(line);

async function seedCourses(owner: SiteClient): Promise<void> {
  for (let index = 1; index <= COURSES; index += 1) {
    const { status } = await owner.json('POST', '/api/courses', {
      name: `Course ${index}: Arabic grammar, level ${(index % 7) + 1}`,
      description: 'Nouns, verbs and particles, with exercises after every lesson and a short quiz at the end of each unit.',
      price: index % 3 === 0 ? { price: 150 + index, per: 'month' } : { price: 0, per: 'lifetime' },
      difficulty: DIFFICULTIES[index % 3],
      duration: `${(index % 10) + 2} weeks`,
    });
    if (status !== 201) throw new Error(`creating course ${index} answered ${status}`);
  }
}

interface Measure {
  name: string;
  path: string;
  headers?: Record<string, string>;
}

interface Figures {
  name: string;
  requestsPerSecond: number;
  p99: number;
  errors: number;
}

async function measure(origin: string, { name, path, headers = {} }: Measure): Promise<Figures> {
  const url = new URL(path, origin);
  const result = await autocannon({
    // autocannon cannot resolve *.localhost: it connects to loopback and names the site in the tenant host header.
    url: `http://127.0.0.1:${url.port}${url.pathname}${url.search}`,
    // Host must name the same site as the tenant header (site/middleware.ts).
    headers: { host: url.host, 'x-tenant-host': origin, ...headers },
    connections: CONNECTIONS,
    duration: SECONDS,
  });
  return { name, requestsPerSecond: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function cacheStateOf(client: SiteClient, path: string): Promise<string> {
  const response = await client.request('GET', path);
  await response.arrayBuffer();
  return response.headers.get('x-halaqa-cache') ?? 'none';
}

async function main(): Promise<void> {
  const platform = await startBenchPlatform(log);
  try {
    const owner = new SiteClient(platform.origin);
    const signIn = await owner.json('POST', '/api/users/sign-in', { email: platform.tenant.ownerEmail, password: platform.tenant.ownerPassword });
    if (signIn.status !== 200) throw new Error(`the owner's sign-in answered ${signIn.status}`);
    log(`creating ${COURSES} courses…`);
    await seedCourses(owner);

    const visitor = new SiteClient(platform.origin);
    await cacheStateOf(visitor, '/courses');
    log(`GET /courses for a visitor, second time: x-halaqa-cache ${await cacheStateOf(visitor, '/courses')}`);

    const measures: Measure[] = [
      { name: 'static Astro page, on demand', path: '/benchmark/static-page', headers: RETURNING_VISITOR },
      { name: 'static file (as if prerendered)', path: '/benchmark/static-file.html' },
      { name: 'GET /courses, returning visitor (cached)', path: '/courses', headers: RETURNING_VISITOR },
      { name: 'GET /courses, first visit (cached)', path: '/courses' },
      { name: 'GET /api/courses', path: '/api/courses' },
      { name: 'GET /courses, signed in (rendered)', path: '/courses', headers: { cookie: `session=${owner.sessionCookie}` } },
    ];
    const rounds: Figures[][] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const figures: Figures[] = [];
      for (const entry of measures) {
        log(`round ${round}/${ROUNDS}: ${entry.name}, ${SECONDS} s with ${CONNECTIONS} connections…`);
        figures.push(await measure(platform.origin, entry));
      }
      rounds.push(figures);
    }

    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const ratioOf = (index: number, to = 0) => median(rounds.map((figures) => figures[index]!.requestsPerSecond / figures[to]!.requestsPerSecond));
    console.log(`\n${COURSES} courses, ${CONNECTIONS} connections, medians of ${ROUNDS} rounds of ${SECONDS} s, Node ${process.version}\n`);
    console.table(
      measures.map((entry, index) => ({
        what: entry.name,
        'req/s': Math.round(median(rounds.map((figures) => figures[index]!.requestsPerSecond))),
        'p99 ms': median(rounds.map((figures) => figures[index]!.p99)),
        'vs static page': `${Math.round(ratioOf(index) * 100)} %`,
        'vs static file': `${Math.round(ratioOf(index, 1) * 100)} %`,
        errors: rounds.reduce((sum, figures) => sum + figures[index]!.errors, 0),
      })),
    );
    console.log(`course page / static Astro page (returning visitor): ${ratioOf(2).toFixed(2)} (target ≥ 0.60)`);
    console.log(`course page / static file (returning visitor): ${ratioOf(2, 1).toFixed(2)}`);
  } finally {
    await platform.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
