import autocannon from 'autocannon';
import { SiteClient } from '@halaqa/infra/testing/site-client';
import { proxyPort, startNginxProxy, type RunningProxy } from '@halaqa/infra/testing/nginx-proxy';
import { median, startBenchPlatform } from './bench-platform';

/**
 * Issue #16's path to many machines, measured on this one: the site's throughput through nginx
 * (infra/src/testing/nginx-proxy.ts) in front of one instance, and in front of two instances of
 * the same build on the same database (round robin), for a visitor's catalogue (the page cache)
 * and a signed-in catalogue (rendered per request). Prints req/s, p99 and errors of each, and
 * the ratio of two instances to one. On a 2-core machine expect well under 2×: the two instances
 * share the cores with PostgreSQL, nginx and the load generator; the point is that nothing
 * breaks. Exits non-zero when any request failed. BENCH_SECONDS (5), BENCH_ROUNDS (3) and
 * BENCH_CONNECTIONS (20) change the load; `npx -y pnpm@10 bench:instances`.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const COURSES = 30;

const log = (line: string) => console.log(line);

interface Figures {
  requestsPerSecond: number;
  p99: number;
  errors: number;
}

async function measure(proxy: RunningProxy, domain: string, headers: Record<string, string>, seconds: number): Promise<Figures> {
  const result = await autocannon({
    url: `http://127.0.0.1:${proxy.port}/courses`,
    headers: { host: `${domain}:${proxy.port}`, ...headers },
    connections: CONNECTIONS,
    duration: seconds,
  });
  return { requestsPerSecond: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function main(): Promise<void> {
  const platform = await startBenchPlatform(log);
  const proxies: RunningProxy[] = [];
  let failed = 0;
  try {
    const second = await platform.startAnotherSite();
    const one = await startNginxProxy([platform.site.port], await proxyPort());
    const two = await startNginxProxy([platform.site.port, second.port], await proxyPort());
    proxies.push(one, two);

    const owner = new SiteClient(platform.origin);
    const { status } = await owner.json('POST', '/api/users/sign-in', { email: platform.tenant.ownerEmail, password: platform.tenant.ownerPassword });
    if (status !== 200) throw new Error(`the owner's sign-in answered ${status}`);
    log(`creating ${COURSES} courses…`);
    for (let index = 1; index <= COURSES; index += 1) await owner.json('POST', '/api/courses', { name: `Course ${index}`, description: 'A course of the two-instance benchmark.' });

    const domain = platform.tenant.domain;
    const measures: { name: string; headers: Record<string, string> }[] = [
      { name: 'GET /courses, visitor (page cache)', headers: {} },
      { name: 'GET /courses, signed in', headers: { cookie: `session=${owner.sessionCookie}` } },
    ];
    const figures = new Map<string, Figures[]>();
    log(`warming up, then ${ROUNDS} rounds of ${SECONDS} s with ${CONNECTIONS} connections, taking turns…`);
    for (const { headers } of measures) for (const proxy of [one, two]) await measure(proxy, domain, headers, 2);
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const { name, headers } of measures) {
        for (const [label, proxy] of [['one instance', one], ['two instances', two]] as const) {
          const result = await measure(proxy, domain, headers, SECONDS);
          const key = `${name} | ${label}`;
          figures.set(key, [...(figures.get(key) ?? []), result]);
          log(`round ${round}/${ROUNDS}: ${key}: ${Math.round(result.requestsPerSecond)} req/s, p99 ${result.p99} ms, ${result.errors} failed`);
        }
      }
    }

    const rows = measures.map(({ name }) => {
      const onOne = figures.get(`${name} | one instance`)!;
      const onTwo = figures.get(`${name} | two instances`)!;
      const oneRate = median(onOne.map((figure) => figure.requestsPerSecond));
      const twoRate = median(onTwo.map((figure) => figure.requestsPerSecond));
      failed += [...onOne, ...onTwo].reduce((sum, figure) => sum + figure.errors, 0);
      return {
        what: name,
        'one instance req/s': Math.round(oneRate),
        'two instances req/s': Math.round(twoRate),
        'two ÷ one': `${(twoRate / oneRate).toFixed(2)}×`,
        'p99 one / two ms': `${median(onOne.map((figure) => figure.p99))} / ${median(onTwo.map((figure) => figure.p99))}`,
      };
    });
    log(`\nmedians of ${ROUNDS} rounds, through nginx, ${CONNECTIONS} connections, ${COURSES} courses`);
    console.table(rows);
    log(failed === 0 ? 'no request failed' : `${failed} requests failed`);
  } finally {
    for (const proxy of proxies) await proxy.stop();
    await platform.stop();
  }
  if (failed > 0) throw new Error(`${failed} requests failed`);
}

await main();
