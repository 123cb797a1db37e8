import type { Payload } from 'payload';
import { migrations } from '../../migrations/index';
import { commerceSettings } from '../commerce/commerce-settings';

/**
 * The health endpoints of every server (issue #16): `/healthz` says the process is up and
 * answers without touching anything; `/readyz` says it can serve: PostgreSQL answers a trivial
 * query, every migration this build knows has been applied, and the commerce service answers its
 * health check when one is configured (COMMERCE_URL). Neither resolves a tenant or a session, so
 * a load balancer may call them with any Host. Both are `no-store`.
 */
export interface Readiness {
  ready: boolean;
  checks: {
    database: 'ok' | 'unreachable';
    migrations: 'ok' | 'pending' | 'unknown';
    /** Absent when no commerce service is configured. */
    commerce?: 'ok' | 'unreachable';
  };
}

type DatabaseReadiness = Pick<Readiness['checks'], 'database' | 'migrations'> & { ready: boolean };

type Queryable = { query(text: string): Promise<{ rows: { name?: unknown }[] }> };

/** A database that does not answer within this is as good as down for a probe. */
const CHECK_TIMEOUT_MS = 2_000;
const EXPECTED_MIGRATIONS = migrations.map((migration) => migration.name);
/** Migrations are never undone under a running build: once all are seen, only the connection is checked. */
let migrationsSeen = false;

function withinTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

async function checkDatabase(payloadClient: () => Promise<Payload>): Promise<DatabaseReadiness> {
  const { pool } = (await payloadClient()).db as unknown as { pool: Queryable };
  if (migrationsSeen) {
    await pool.query('select 1');
    return { ready: true, database: 'ok', migrations: 'ok' };
  }
  const { rows } = await pool.query('select name from payload_migrations');
  const applied = new Set(rows.map((row) => row.name));
  migrationsSeen = EXPECTED_MIGRATIONS.every((name) => applied.has(name));
  return { ready: migrationsSeen, database: 'ok', migrations: migrationsSeen ? 'ok' : 'pending' };
}

async function databaseReadiness(payloadClient: () => Promise<Payload>): Promise<DatabaseReadiness> {
  try {
    return await withinTimeout(checkDatabase(payloadClient));
  } catch {
    // Payload could not open (or the query failed): the database is what is missing either way.
    return { ready: false, database: 'unreachable', migrations: 'unknown' };
  }
}

/** Medusa's own health check (`GET /health`, 200 once it serves); anything else within the time is unreachable. */
async function commerceReadiness(commerceUrl: string): Promise<'ok' | 'unreachable'> {
  try {
    const response = await fetch(`${commerceUrl}/health`, { signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
    await response.body?.cancel();
    return response.ok ? 'ok' : 'unreachable';
  } catch {
    return 'unreachable';
  }
}

export async function readinessOf(payloadClient: () => Promise<Payload>, commerceUrl = commerceSettings()?.url): Promise<Readiness> {
  const [{ ready, ...checks }, commerce] = await Promise.all([databaseReadiness(payloadClient), commerceUrl ? commerceReadiness(commerceUrl) : undefined]);
  if (!commerce) return { ready, checks };
  return { ready: ready && commerce === 'ok', checks: { ...checks, commerce } };
}

const NO_STORE = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

/** GET /healthz: 200 `{status:"ok"}` while the process runs. */
export function livenessReply(): Response {
  return new Response('{"status":"ok"}', { status: 200, headers: NO_STORE });
}

/** GET /readyz: 200 `{status:"ok", checks}` or 503 `{status:"unavailable", checks}`. */
export async function readinessReply(payloadClient: () => Promise<Payload>): Promise<Response> {
  const { ready, checks } = await readinessOf(payloadClient);
  return new Response(JSON.stringify({ status: ready ? 'ok' : 'unavailable', checks }), { status: ready ? 200 : 503, headers: NO_STORE });
}
