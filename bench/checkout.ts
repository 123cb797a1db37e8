import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { newStudent } from '@halaqa/infra/testing/accounts';
import { PAYMOB_TEST_CARD } from '@halaqa/infra/testing/paymob-stub';
import { SiteClient } from '@halaqa/infra/testing/site-client';
import { sql } from '@halaqa/infra/testing/sql';
import { startBenchPlatform } from './bench-platform';

/**
 * Issue #11's checkout benchmark: BUYERS (20) students buy a course at the same moment, each the
 * whole way a browser goes: create_payment `checkout` (cart, payment session, Paymob intention),
 * paying on the Paymob double's hosted page (whose callback completes the order through the site
 * and Medusa), and create_payment `register` on the return. Prints orders per second, the
 * latency of one purchase (p50, p99) and the memory the commerce service holds (RSS of its
 * processes) idle and after the load. The prototype measured 2.5 orders/s and p50 ≈ 7 s.
 * Run it with `npx -y pnpm@10 bench:checkout`.
 */
const BUYERS = Number(process.env.BENCH_BUYERS ?? 20);
const log = (line: string) => console.log(line);
const run = promisify(execFile);

/** Resident memory of a process group in MB (the commerce service's shell wrapper and its Node). */
async function groupMemoryMb(pgid: number | undefined): Promise<number> {
  if (!pgid) return 0;
  const { stdout } = await run('ps', ['-o', 'rss=', '-g', String(pgid)]);
  return Math.round(stdout.split('\n').reduce((sum, line) => sum + (Number(line.trim()) || 0), 0) / 1024);
}

async function newBuyer(origin: string, databaseUrl: string, index: number): Promise<SiteClient> {
  const client = new SiteClient(origin);
  const student = newStudent({ email: `buyer${index}-${Date.now()}@bench.test` });
  const { email, password } = student;
  const signUp = await client.json('POST', '/api/users/sign-up', student);
  if (signUp.status !== 200 && signUp.status !== 201) throw new Error(`sign-up answered ${signUp.status} ${JSON.stringify(signUp.body)}`);
  // No mail catcher here: the address is marked verified directly.
  await sql(databaseUrl, 'UPDATE users SET verified = true WHERE email = $1', [email]);
  const signIn = await client.json('POST', '/api/users/sign-in', { email, password });
  if (signIn.status !== 200) throw new Error(`sign-in answered ${signIn.status}`);
  return client;
}

/** How long each step of one purchase took, in ms: checkout, paying (the callback completes the order), the return. */
interface Purchase {
  total: number;
  checkout: number;
  pay: number;
  register: number;
}

async function buy(client: SiteClient, courseId: string, paymobUrl: string): Promise<Purchase> {
  const started = performance.now();
  const checkout = await client.json<{ redirectUrl?: string; error?: string }>('POST', '/api/payments/create_payment', { action: 'checkout', items: [{ course_id: courseId }] });
  if (!checkout.body.redirectUrl) throw new Error(`checkout answered ${checkout.status} ${JSON.stringify(checkout.body)}`);
  const checkedOut = performance.now();
  const page = new URL(checkout.body.redirectUrl);
  const form = new URLSearchParams({ clientSecret: page.searchParams.get('clientSecret')!, publicKey: page.searchParams.get('publicKey')!, card_number: PAYMOB_TEST_CARD, card_name: 'Bench', expiry: '12/30', cvv: '123' });
  const paid = await fetch(`${paymobUrl}/unifiedcheckout/pay`, { method: 'POST', body: form, redirect: 'manual' });
  const back = new URL(paid.headers.get('location') ?? '');
  const paidAt = performance.now();
  const register = await client.json('POST', '/api/payments/create_payment', { action: 'register', items: [], transaction_id: back.searchParams.get('id') });
  if (register.status !== 200) throw new Error(`register answered ${register.status} ${JSON.stringify(register.body)}`);
  const ended = performance.now();
  return { total: ended - started, checkout: checkedOut - started, pay: paidAt - checkedOut, register: ended - paidAt };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

const platform = await startBenchPlatform(log, { commerce: true });
try {
  const commerce = platform.commerce!;
  const owner = new SiteClient(platform.origin);
  await owner.json('POST', '/api/users/sign-in', { email: platform.tenant.ownerEmail, password: platform.tenant.ownerPassword });
  const created = await owner.json<{ course_id: string }>('POST', '/api/courses', { name: 'Benchmark course', description: 'Bought by everyone', price: { price: 199, per: 'lifetime' } });
  const buyers = await Promise.all(Array.from({ length: BUYERS }, (_, index) => newBuyer(platform.origin, platform.databaseUrl, index)));
  // One purchase first, so the site's store and the product exist before the measure.
  await buy(await newBuyer(platform.origin, platform.databaseUrl, BUYERS), created.body.course_id, commerce.paymob.apiUrl);
  const idleMb = await groupMemoryMb(commerce.pid());

  log(`${BUYERS} buyers check out at once, against ${process.env.COMMERCE_PROCESSES ?? 1} commerce process(es) (COMMERCE_PROCESSES)…`);
  const started = performance.now();
  const purchases = await Promise.all(buyers.map((buyer) => buy(buyer, created.body.course_id, commerce.paymob.apiUrl)));
  const seconds = (performance.now() - started) / 1000;
  const loadedMb = await groupMemoryMb(commerce.pid());
  const [{ orders }] = (await sql<{ orders: string }>(platform.databaseUrl, 'SELECT count(*) AS orders FROM orders')) as [{ orders: string }];

  log('');
  log(`orders recorded              ${orders} (${BUYERS} + 1 warm-up expected)`);
  log(`orders per second            ${(BUYERS / seconds).toFixed(2)}  (prototype: 2.5)`);
  const seconds50and99 = (step: keyof Purchase) => {
    const sorted = purchases.map((purchase) => purchase[step]).sort((a, b) => a - b);
    return `${(percentile(sorted, 50) / 1000).toFixed(2)} s / ${(percentile(sorted, 99) / 1000).toFixed(2)} s`;
  };
  log(`one purchase p50 / p99       ${seconds50and99('total')}  (prototype p50 ≈ 7 s)`);
  log(`  checkout                   ${seconds50and99('checkout')}`);
  log(`  paying (callback, order)   ${seconds50and99('pay')}`);
  log(`  return (register)          ${seconds50and99('register')}`);
  log(`commerce service memory      ${idleMb} MB idle, ${loadedMb} MB after the load`);
} catch (error) {
  // What the servers said is the only clue to a failed purchase.
  log(`site:\n${platform.site.output.slice(-30).join('\n')}`);
  log(`commerce:\n${platform.commerce?.output.slice(-30).join('\n')}`);
  throw error;
} finally {
  await platform.stop();
}
