import path from 'node:path';
import { childEnv, runToCompletion, startChild, waitForHttp, type Child } from '../processes';
import { REPO_ROOT } from '../paths';
import { databaseNameOf, withDatabase } from '../database/database-url';
import type { Build } from '../builds';

/**
 * The commerce service (Medusa v2, commerce/): built with `medusa build` into
 * commerce/.medusa/server and run from there in production mode, on loopback only, with its own
 * database on the platform's PostgreSQL server.
 */
export const COMMERCE_DIR = path.join(REPO_ROOT, 'commerce');
const BUILD_DIR = path.join(COMMERCE_DIR, '.medusa', 'server');
const MEDUSA_BIN = path.join(COMMERCE_DIR, 'node_modules', '.bin', 'medusa');

export const COMMERCE_BUILD: Build = {
  name: 'commerce service',
  inputs: ['commerce/src', 'commerce/medusa-config.ts', 'commerce/package.json', 'commerce/tsconfig.json', 'shared/src/commerce-event.ts', 'shared/src/half-configuration.ts', 'shared/src/deploy-placeholders.ts', 'shared/src/wall-time.ts', 'pnpm-lock.yaml'],
  outputDir: BUILD_DIR,
  command: MEDUSA_BIN,
  args: ['build'],
  cwd: COMMERCE_DIR,
  env: { NODE_ENV: 'production', MEDUSA_DISABLE_TELEMETRY: 'true' },
};

/** Medusa's database: the platform's, on the same server, named `<platform database>_commerce`. */
export function commerceDatabaseUrlOf(platformDatabaseUrl: string): string {
  return withDatabase(platformDatabaseUrl, `${databaseNameOf(platformDatabaseUrl)}_commerce`);
}

/** What Medusa reads besides Paymob's keys (which come with `env`). */
export interface CommerceEnv extends Record<string, string> {
  COMMERCE_DATABASE_URL: string;
  COMMERCE_API_SECRET: string;
  COMMERCE_EVENTS_URL: string;
  COMMERCE_WEBHOOK_SECRET: string;
}

function medusaEnv(env: Record<string, string | undefined>): NodeJS.ProcessEnv {
  // Medusa logs every HTTP request by default (level "http"), a JSON line each: a tenth of its CPU
  // under load. Errors and start-up are kept; LOG_LEVEL=http brings the request lines back.
  return childEnv({ NODE_ENV: 'production', MEDUSA_DISABLE_TELEMETRY: 'true', LOG_LEVEL: process.env.LOG_LEVEL ?? 'info', ...env });
}

/** Applies Medusa's migrations to its database (creating nothing else; the database must exist). */
export async function migrateCommerce(env: Record<string, string>, log: (line: string) => void): Promise<void> {
  // Production mode insists on its HTTP secrets even for migrating, which signs nothing.
  const secrets = { COMMERCE_API_SECRET: 'migrations-only-placeholder-never-used-to-sign-anything' };
  await runToCompletion(MEDUSA_BIN, ['db:migrate'], { cwd: BUILD_DIR, env: medusaEnv({ ...secrets, ...env }), onOutput: log });
}

/**
 * Starts the built service on 127.0.0.1:`port` (internal only: never any other address), as
 * COMMERCE_PROCESSES Node processes (Medusa's cluster mode; 1 by default, since each holds about
 * 600 MB). Medusa is what limits checkout throughput, and one process uses one core.
 */
export function startCommerceChild(port: number, env: Record<string, string | undefined>, onOutput: (line: string) => void): Child {
  const processes = Number(env.COMMERCE_PROCESSES ?? process.env.COMMERCE_PROCESSES ?? 1);
  const cluster = Number.isInteger(processes) && processes > 1 ? ['--cluster', String(processes)] : [];
  return startChild(MEDUSA_BIN, ['start', ...cluster], { cwd: BUILD_DIR, env: medusaEnv({ ...env, HOST: '127.0.0.1', PORT: String(port) }), name: 'commerce', onOutput });
}

/** The same, once its health check answers. */
export async function startCommerceService(port: number, env: Record<string, string>, onOutput: (line: string) => void): Promise<Child> {
  const child = startCommerceChild(port, env, onOutput);
  await waitForHttp(`http://127.0.0.1:${port}/health`, 90_000);
  return child;
}
