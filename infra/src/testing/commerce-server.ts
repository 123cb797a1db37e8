import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, inject } from 'vitest';
import { ensureDatabase, withDatabase } from '../database/database-url';
import { migrateCommerce, startCommerceService } from '../commerce/commerce-service';
import type { Child } from '../processes';
import type { RunningSite } from './built-site';
import { freePort } from './free-port';
import { startPaymobStub, type PaymobStub } from './paymob-stub';
import './provided';

export interface RunningCommerce {
  /** What the site needs to reach it (pass to startSiteServer before calling start()). */
  siteEnv: Record<string, string>;
  paymob: PaymobStub;
  url: string;
  /** Medusa's own database (for what only Medusa holds, such as variant ids). */
  databaseUrl: string;
  /** Starts Medusa, telling it where the site's event endpoint is. */
  start(siteEventsUrl: string): Promise<void>;
  output: string[];
  /** The id of the started process group (for reading its memory). */
  pid(): number | undefined;
  stop(): Promise<void>;
}

/**
 * The commerce service for one test file: the built Medusa on a random loopback port, on a fresh
 * copy of the suite's migrated commerce database, with its own Paymob test double. The site
 * must know Medusa's address before it starts and Medusa the site's, so the port is chosen
 * first and Medusa started once the site runs.
 */
export async function prepareCommerce(): Promise<RunningCommerce> {
  const { postgresServerUrl, commerceTemplateDatabase } = inject('integration');
  return launchCommerce(postgresServerUrl, commerceTemplateDatabase);
}

/**
 * The same on any PostgreSQL server (the benchmarks): on a copy of `templateDatabase` when given,
 * else on a new database that Medusa's migrations are applied to; `processes` > 1 runs Medusa
 * in cluster mode, and `redisUrl` gives it Redis's event bus, cache and workflow engine.
 */
export async function launchCommerce(postgresServerUrl: string, templateDatabase?: string, { processes = 1, redisUrl }: { processes?: number; redisUrl?: string } = {}): Promise<RunningCommerce> {
  const databaseUrl = withDatabase(postgresServerUrl, `halaqa_commerce_${randomBytes(6).toString('hex')}`);
  await ensureDatabase(databaseUrl, templateDatabase);
  if (!templateDatabase) await migrateCommerce({ COMMERCE_DATABASE_URL: databaseUrl }, () => {});
  const paymob = await startPaymobStub({ hmacSecret: randomBytes(16).toString('hex'), secretKey: `sk_test_${randomBytes(8).toString('hex')}`, publicKey: `pk_test_${randomBytes(8).toString('hex')}` });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const apiSecret = randomBytes(32).toString('hex');
  const webhookSecret = randomBytes(32).toString('hex');
  const output: string[] = [];
  let child: Child | undefined;
  return {
    siteEnv: { COMMERCE_URL: url, COMMERCE_API_SECRET: apiSecret, COMMERCE_WEBHOOK_SECRET: webhookSecret },
    paymob,
    url,
    databaseUrl,
    output,
    async start(siteEventsUrl) {
      child = await startCommerceService(
        port,
        {
          ...paymob.env,
          COMMERCE_DATABASE_URL: databaseUrl,
          COMMERCE_API_SECRET: apiSecret,
          COMMERCE_WEBHOOK_SECRET: webhookSecret,
          COMMERCE_EVENTS_URL: siteEventsUrl,
          COMMERCE_PROCESSES: String(processes),
          ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
        },
        (line) => output.push(line),
      );
    },
    pid: () => child?.process.pid,
    async stop() {
      await child?.stop();
      await paymob.stop();
    },
  };
}

/**
 * For one test file: the commerce service beside the sites `useSites` starts (handing them the
 * commerce variables), started once the site runs. The returned service is filled in by then.
 */
export function useCommerce<T extends { site: RunningSite }>(useSites: (extraEnv: () => Record<string, string>) => T): { sites: T; commerce: RunningCommerce } {
  const commerce = {} as RunningCommerce;
  beforeAll(async () => {
    Object.assign(commerce, await prepareCommerce());
  }, 60_000);
  const sites = useSites(() => commerce.siteEnv);
  beforeAll(() => commerce.start(`http://127.0.0.1:${sites.site.port}/api/commerce/events`), 120_000);
  afterAll(async () => {
    await commerce.stop?.();
  });
  return { sites, commerce };
}
