import { createHash } from 'node:crypto';
import { PgBoss, type JobResult } from 'pg-boss';
import type { PayloadRequest } from 'payload';
import { cmsEnv } from '../../env';
import { transactionClientOf } from '../sql-database';

/**
 * Background jobs with pg-boss on the platform's own PostgreSQL (schema `pgboss`, which pg-boss
 * creates and upgrades itself on start). Every site instance starts working the queues when it
 * boots (startJobQueue, from site/server/start-site.ts) and works every queue defined in it; pg-boss hands
 * each job to one worker. Other processes (the CLI, the editors' admin) only send. Queues and their handlers are declared by the features that own them.
 */
type Handler = (data: object) => Promise<void>;

const handlers = new Map<string, Handler>();
let connected: Promise<PgBoss> | undefined;
let working = false;
const createdQueues = new Map<string, Promise<void>>();
/** Queues this process works already: a start tried again after a failure adds only the missing workers. */
const workedQueues = new Set<string>();

/**
 * pg-boss refuses to send to a queue that does not exist yet; each is created once per process.
 * Every queue wakes its workers when a job is sent (`notify`: a NOTIFY in the sender's
 * transaction, heard on commit by every process's listener), so a verification mail goes out at
 * once rather than at a worker's next poll; set on queues made before this as well.
 */
function ensureQueue(boss: PgBoss, name: string): Promise<void> {
  let created = createdQueues.get(name);
  if (!created) {
    created = (async () => {
      await boss.createQueue(name, { notify: true });
      await boss.updateQueue(name, { notify: true });
    })().catch((error: unknown) => {
      createdQueues.delete(name);
      throw error;
    });
    createdQueues.set(name, created);
  }
  return created;
}

/**
 * Jobs a worker takes from its queue at once. pg-boss waits its polling interval (2 s, or until
 * a NOTIFY) after every fetch that is not a full batch: one job at a time, a class of thirty
 * signing up together waited a minute for the last verification mail. Up to this many are fetched together, and
 * while fetches come back full the worker fetches again at once (burstWhenBatchFull). Kept small:
 * jobs still in hand when a server is killed wait for pg-boss's expiry (15 min) to be retried.
 */
const BATCH_SIZE = 10;

async function work(boss: PgBoss, name: string, handler: Handler): Promise<void> {
  if (workedQueues.has(name)) return;
  await ensureQueue(boss, name);
  // Each job of a batch settles on its own (perJobResults): one that fails is retried alone, and
  // the ones done before it (a mail sent) are not done again.
  // Polling stays at pg-boss's 2 s beside the NOTIFY (whose own default backstop is 30 s): a
  // job due later (a reminder, a retry after its delay) is found by a poll, not announced.
  await boss.work<object>(name, { batchSize: BATCH_SIZE, burstWhenBatchFull: true, perJobResults: true, notifyPollingIntervalSeconds: 2 }, async (jobs) => {
    const results: JobResult[] = [];
    for (const job of jobs) {
      try {
        await handler(job.data);
        results.push({ id: job.id, status: 'completed' });
      } catch (error) {
        results.push({ id: job.id, status: 'failed', output: { message: error instanceof Error ? error.message : String(error), stack: error instanceof Error ? error.stack : undefined } });
      }
    }
    return results;
  });
  workedQueues.add(name);
}

async function connect(): Promise<PgBoss> {
  // useListenNotify: one connection per process listens for the queues' NOTIFYs (see ensureQueue).
  const boss = new PgBoss({ connectionString: cmsEnv().DATABASE_URL, schema: 'pgboss', useListenNotify: true });
  boss.on('error', (error) => console.error('job queue:', error));
  try {
    await boss.start();
  } catch (error) {
    // Its pool and timers go with it; the next attempt makes a new one.
    await boss.stop({ graceful: false }).catch(() => undefined);
    throw error;
  }
  return boss;
}

/** The queue for sending; a process that only sends (the CLI) never works jobs. */
function queueConnection(): Promise<PgBoss> {
  // A failed start is not kept: the next send or start tries again (a database that was away
  // when a site process started must not leave it without a queue until it restarts).
  connected ??= connect().catch((error: unknown) => {
    connected = undefined;
    throw error;
  });
  return connected;
}

const schedules = new Map<string, string>();

/** Starts working every queue once per process (site processes, as they start). */
export async function startJobQueue(): Promise<PgBoss> {
  const boss = await queueConnection();
  if (!working) {
    for (const [name, handler] of handlers) await work(boss, name, handler);
    // Kept in pg-boss's own table: every site process sets the same schedule, and pg-boss sends
    // each occurrence once, whichever process's clock monitor sees it first.
    for (const [name, cron] of schedules) await boss.schedule(name, cron, {}, { ...RETRIES, retryLimit: 2 });
    // Only now: a start that failed half-way is tried again (start-workers.ts) for what is missing.
    working = true;
  }
  return boss;
}

export interface EnqueueOptions {
  /**
   * The writer's Payload request: the job is sent on its transaction's connection, so it exists
   * if and only if the write commits (a rolled-back write leaves no side effect behind).
   */
  req?: PayloadRequest;
  /**
   * What makes this job unique (e.g. `notification-mail:{notification id}`): a second job with
   * the same key is not sent, so a retried write or a repeated request does not repeat its effect.
   */
  key?: string;
  /** Not before this moment (a reminder ahead of a date); at once when left out or past. */
  startAfter?: Date;
}

/** A stable UUID for a job key (pg-boss ids are UUIDs and a taken id is skipped). */
function jobIdOf(name: string, key: string): string {
  const hex = createHash('sha256').update(`${name}\0${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Failed jobs are tried again with a growing delay (1 s, 2 s, 4 s … up to 10 minutes), for about a day. */
const RETRIES = { retryLimit: 20, retryDelay: 1, retryBackoff: true, retryDelayMax: 600 } as const;

/**
 * Declares a queue and the work its jobs do (at module load); returns the function that
 * enqueues a job. A queue declared after the start gets its worker at once. Handlers must be
 * idempotent: a job is run at least once, and again after a failure.
 */
export function defineJob<T extends object>(name: string, handler: (data: T) => Promise<void>): (data: T, options?: EnqueueOptions) => Promise<void> {
  handlers.set(name, handler as Handler);
  if (working) void queueConnection().then((boss) => work(boss, name, handler as Handler)).catch((error: unknown) => console.error('job queue:', error));
  return async (data: T, { req, key, startAfter }: EnqueueOptions = {}) => {
    const boss = await queueConnection();
    await ensureQueue(boss, name);
    const client = req ? await transactionClientOf(req.payload, req) : null;
    if (req && !client) throw new Error(`Job ${name} was to be sent on a transaction, but the request has none.`);
    await boss.send(name, data, {
      ...RETRIES,
      ...(key ? { id: jobIdOf(name, key) } : {}),
      ...(startAfter ? { startAfter } : {}),
      ...(client ? { db: { executeSql: (text: string, values?: unknown[]) => client.query(text, values) } } : {}),
    });
  };
}

/**
 * Declares a job that runs on a schedule (`cron`, UTC) in whichever site process pg-boss hands it
 * to; as with every job, its handler must be safe to run twice.
 */
export function defineScheduledJob(name: string, cron: string, handler: () => Promise<void>): void {
  handlers.set(name, handler);
  schedules.set(name, cron);
}

/**
 * Stops the workers (tests and graceful shutdown); queued jobs stay for the next start. Jobs in
 * hand may finish for `timeoutMs` (pg-boss's default when left out: 30 s).
 */
export async function stopJobQueue(timeoutMs?: number): Promise<void> {
  if (!connected) return;
  const boss = await connected;
  connected = undefined;
  working = false;
  createdQueues.clear();
  workedQueues.clear();
  await boss.stop({ graceful: true, ...(timeoutMs === undefined ? {} : { timeout: timeoutMs }) });
}
