import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Payload } from 'payload';
import { dropDatabase, ensureDatabase, withDatabase } from '@halaqa/infra/database/database-url';
import { useEmbeddedPostgres } from '@halaqa/infra/database/embedded-postgres';
import { CLI_LAUNCHER } from '@halaqa/infra/cli-build';
import { BIN_DIR, REPO_ROOT } from '@halaqa/infra/paths';
import { closePlatformPayload, openPlatformPayload } from '@halaqa/infra/platform-payload';
import { childEnv } from '@halaqa/infra/processes';
import { ensureBuilt, SITE_BUILD } from '@halaqa/infra/builds';
import { COMMERCE_BUILD } from '@halaqa/infra/commerce/commerce-service';
import { startBuiltSite, type RunningSite } from '@halaqa/infra/testing/built-site';
import { launchCommerce, type RunningCommerce } from '@halaqa/infra/testing/commerce-server';
import { freePort } from '@halaqa/infra/testing/free-port';
import { createTenantWithCli, type TestTenant } from '@halaqa/infra/testing/tenant-cli';
import { removeSiteMemoryReports, siteMemoryEnv } from './site-memory';

const run = promisify(execFile);

/** The middle figure, or the mean of the middle two: with two rounds the better one must not pass for typical. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export interface BenchPlatform {
  site: RunningSite;
  /** The benchmark tenant's origin, e.g. http://bench.localhost:PORT */
  origin: string;
  tenant: TestTenant;
  /** The fresh database, for a benchmark that seeds or counts rows itself. */
  databaseUrl: string;
  /** The commerce service with its Paymob double, when asked for. */
  commerce: RunningCommerce | null;
  /**
   * Payload in this process on the benchmark's database, for seeding what the API would be too
   * slow to; stop() lets go of it before the database goes.
   */
  openPayload(): Promise<Payload>;
  /** Another instance of the same built site on the same database (issue #16's two instances); stop() stops it too. */
  startAnotherSite(): Promise<RunningSite>;
  /** Stops everything started, last started first: after it nothing is left to keep the process alive. */
  stop(): Promise<void>;
}

// Enterprise: the benchmarks seed 200 courses and thousands of students, past every other plan.
export const BENCH_TENANT: TestTenant = { domain: 'bench.localhost', name: 'Bench Academy', ownerEmail: 'owner@bench.test', ownerPassword: 'bench-owner-1', plan: 'enterprise' };

/**
 * What a benchmark runs against: the site as `pnpm start` builds and serves it (rebuilt when its
 * sources changed, so the figures are of this code), a fresh migrated database (on DATABASE_URL's server, else an embedded
 * PostgreSQL in a temporary folder), one tenant made with the CLI, and the built server.
 * A benchmark fails by throwing out of its module once stop() has run: process.exitCode would be
 * lost, because embedded-postgres (through async-exit-hook) calls process.exit(0) on 'beforeExit'.
 */
export async function startBenchPlatform(log: (line: string) => void, { commerce: withCommerce = false } = {}): Promise<BenchPlatform> {
  const cleanups: (() => Promise<void>)[] = [];
  const stop = async () => {
    while (cleanups.length) await cleanups.pop()!().catch((error: unknown) => log(`cleanup: ${String(error)}`));
  };
  try {
    // The build `pnpm start` serves (dist/, made again only when its sources changed), run by the
    // same command line (infra/src/commands/start.ts): the figures are the production start's.
    // A test run rebuilds dist/: do not run one while a benchmark runs.
    await ensureBuilt(SITE_BUILD, log);

    let serverUrl: string;
    if (process.env.DATABASE_URL) {
      serverUrl = withDatabase(process.env.DATABASE_URL, '');
    } else {
      log('starting PostgreSQL…');
      const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'halaqa-bench-pg-'));
      // The embedded server runs as the postgres user when we are root: it must own its folder.
      fs.chmodSync(tempDir, 0o777);
      cleanups.push(async () => fs.rmSync(tempDir, { recursive: true, force: true }));
      const postgres = await useEmbeddedPostgres(path.join(tempDir, 'data'), await freePort());
      cleanups.push(postgres.stop);
      serverUrl = postgres.serverUrl;
    }

    const databaseUrl = withDatabase(serverUrl, `halaqa_bench_${randomBytes(6).toString('hex')}`);
    await ensureDatabase(databaseUrl);
    cleanups.push(() => dropDatabase(databaseUrl));
    log('migrating a fresh database…');
    await run(path.join(BIN_DIR, 'tsx'), [CLI_LAUNCHER, 'migrate'], { cwd: REPO_ROOT, env: childEnv({ DATABASE_URL: databaseUrl }) });
    await createTenantWithCli(databaseUrl, BENCH_TENANT);

    let commerce: RunningCommerce | null = null;
    if (withCommerce) {
      log('building and migrating the commerce service…');
      await ensureBuilt(COMMERCE_BUILD, () => {});
      // The benchmark's own process count (launchCommerce alone would run one).
      const launched = await launchCommerce(serverUrl, undefined, { processes: Number(process.env.COMMERCE_PROCESSES ?? 1) });
      // Medusa's database is dropped after Medusa stops, as the platform's is (DATABASE_URL's server outlives the run).
      cleanups.push(() => dropDatabase(launched.databaseUrl), launched.stop);
      commerce = launched;
    }
    // No mail is sent while measuring; the address only has to be valid. The preload answers
    // siteMemoryOf (bench/site-memory.ts).
    cleanups.push(async () => removeSiteMemoryReports());
    const startSite = async () => {
      const started = await startBuiltSite(databaseUrl, { SMTP_URL: 'smtp://127.0.0.1:1', ...siteMemoryEnv(), ...(commerce?.siteEnv ?? {}) });
      cleanups.push(started.stop);
      return started;
    };
    const site = await startSite();
    await commerce?.start(`http://127.0.0.1:${site.port}/api/commerce/events`);
    const openPayload = async () => {
      const payload = await openPlatformPayload(databaseUrl);
      // Payload keeps a pool client checked out for good, so the pool's own end() never returns
      // (bench:quiz waited there for ever, its site and PostgreSQL still up); this lets go without waiting.
      cleanups.push(() => closePlatformPayload(payload));
      return payload;
    };
    return { site, origin: site.origin(BENCH_TENANT.domain), tenant: BENCH_TENANT, databaseUrl, commerce, openPayload, startAnotherSite: startSite, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
