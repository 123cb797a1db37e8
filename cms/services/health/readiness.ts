import type { Payload } from 'payload';
import { migrations } from '../../migrations/index';

/**
 * The health endpoints of every server (issue #16): `/healthz` says the process is up and
 * answers without touching anything; `/readyz` says this instance can serve: PostgreSQL answers a
 * trivial query and every migration this build knows has been applied. Outside services
 * (commerce now) are not part of it: one that is down would take every instance out of the load
 * balancer at once, the features that need nothing of it included (issue #40); they are reported
 * by the deep check (deep-check.ts). None resolves a tenant or a session, so a load balancer may
 * call them with any Host. All are `no-store`.
 */
export interface Readiness {
  ready: boolean;
  checks: {
    database: 'ok' | 'unreachable';
    migrations: 'ok' | 'pending' | 'unknown';
  };
}

type Queryable = { query(text: string): Promise<{ rows: { name?: unknown }[] }> };

/** A database (or an outside service, deep-check.ts) that does not answer within this is as good as down for a probe. */
export const CHECK_TIMEOUT_MS = 2_000;
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

async function checkDatabase(payloadClient: () => Promise<Payload>): Promise<Readiness> {
  const { pool } = (await payloadClient()).db as unknown as { pool: Queryable };
  if (migrationsSeen) {
    await pool.query('select 1');
    return { ready: true, checks: { database: 'ok', migrations: 'ok' } };
  }
  const { rows } = await pool.query('select name from payload_migrations');
  const applied = new Set(rows.map((row) => row.name));
  migrationsSeen = EXPECTED_MIGRATIONS.every((name) => applied.has(name));
  return { ready: migrationsSeen, checks: { database: 'ok', migrations: migrationsSeen ? 'ok' : 'pending' } };
}

export async function readinessOf(payloadClient: () => Promise<Payload>): Promise<Readiness> {
  try {
    return await withinTimeout(checkDatabase(payloadClient));
  } catch {
    // Payload could not open (or the query failed): the database is what is missing either way.
    return { ready: false, checks: { database: 'unreachable', migrations: 'unknown' } };
  }
}

export const NO_STORE = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

/** GET /healthz: 200 `{status:"ok"}` while the process runs. */
export function livenessReply(): Response {
  return new Response('{"status":"ok"}', { status: 200, headers: NO_STORE });
}

/** GET /readyz: 200 `{status:"ok", checks}` or 503 `{status:"unavailable", checks}`. */
export async function readinessReply(payloadClient: () => Promise<Payload>): Promise<Response> {
  const { ready, checks } = await readinessOf(payloadClient);
  return new Response(JSON.stringify({ status: ready ? 'ok' : 'unavailable', checks }), { status: ready ? 200 : 503, headers: NO_STORE });
}
