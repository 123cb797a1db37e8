import { createHash } from 'node:crypto';
import { PgBoss } from 'pg-boss';
import type { Payload, PayloadRequest } from 'payload';
import { cmsEnv } from '../../env';
import { transactionClientOf } from '../sql-database';
import type { RetrySchedule } from './retry-schedules';
import { settleBatch } from './settle-batch';
import { platformLog } from '../log/platform-log';

/**
 * Background jobs with pg-boss on the platform's own PostgreSQL (schema `pgboss`, which pg-boss
 * creates and upgrades itself on start). Features define their jobs (defineJob); job-registry.ts
 * lists every one, and each site process works exactly that list from its start
 * (start-workers.ts, from site/server/start-site.ts); pg-boss hands each job to one worker. Other
 * processes (the CLI, the editors' admin) only send.
 */

/** What a handler is given besides its job's data: the process's Payload and a log line maker naming the job. */
export interface JobTools {
  payload: Payload;
  log: Payload['logger'];
}

/** A queue's own settings: a mail, a payment call and a progress recomputation differ in all of them. */
export interface QueueSettings<T> {
  /**
   * Jobs a worker takes at once. pg-boss waits its polling interval (2 s, or until a NOTIFY)
   * after a fetch that is not full, and fetches again at once while fetches come back full
   * (burstWhenBatchFull): one at a time, a class of thirty signing up together waited a minute for
   * the last verification mail. Jobs still in hand when a server is killed wait for their expiry.
   */
  batchSize: number;
  /** Workers of this queue in each process (default 1): several overlap their waits on the database. */
  localConcurrency?: number;
  retry: RetrySchedule;
  /** How long one try may run before pg-boss takes it back and tries it again. */
  expireInSeconds: number;
  /**
   * Jobs with the same key collapse while they wait: a send finds the waiting one and holds it
   * until the writer's transaction ends, so it runs after the write it stands for (and once for
   * all the writes before it starts). Only for jobs that recompute from what is committed, whose
   * data is their key. `key` and `startAfter` do not apply.
   */
  collapseKey?(data: T): string;
  /**
   * With collapseKey: how long a job waits before it may run, so the events of a burst (a class
   * submitting an exam together) collapse into one run per key that runs after the burst rather
   * than beside it, competing for the same CPU. Only for jobs whose writer's own record stands
   * meanwhile.
   */
  collapseWindowSeconds?: number;
}

export interface JobDefinition<T extends object = object> {
  readonly name: string;
  readonly settings: QueueSettings<T>;
  /** When set, pg-boss sends the job on this schedule (cron, UTC). */
  readonly cron?: string;
  /** The handler; idempotent: a job is run at least once, and again after a failure. */
  run(data: T, tools: JobTools): Promise<void>;
  /** Queues a job (see EnqueueOptions). */
  send(data: T, options?: EnqueueOptions): Promise<void>;
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

let connected: Promise<PgBoss> | undefined;
let working = false;
const createdQueues = new Map<string, Promise<void>>();
/** Queues this process works already: a start tried again after a failure adds only the missing workers. */
const workedQueues = new Set<string>();

/**
 * pg-boss refuses to send to a queue that does not exist yet; each is created once per process,
 * and its settings are written again so a change in code reaches queues made before it (a queue's
 * policy cannot change: a queue that collapses its jobs is created so). Every queue wakes its
 * workers when a job is sent (`notify`: a NOTIFY in the sender's transaction, heard on commit by
 * every process's listener), so a verification mail goes out at once rather than at a poll.
 */
function ensureQueue(boss: PgBoss, { name, settings }: JobDefinition): Promise<void> {
  let created = createdQueues.get(name);
  if (!created) {
    const { retry, expireInSeconds } = settings;
    created = (async () => {
      await boss.createQueue(name, { notify: true, policy: settings.collapseKey ? 'short' : 'standard', ...retry, expireInSeconds });
      await boss.updateQueue(name, { notify: true, ...retry, expireInSeconds });
    })().catch((error: unknown) => {
      createdQueues.delete(name);
      throw error;
    });
    createdQueues.set(name, created);
  }
  return created;
}

async function work(boss: PgBoss, definition: JobDefinition, openPayload: () => Promise<Payload>): Promise<void> {
  if (workedQueues.has(definition.name)) return;
  await ensureQueue(boss, definition);
  const { batchSize, localConcurrency = 1 } = definition.settings;
  // Polling stays at pg-boss's 2 s beside the NOTIFY (whose own default backstop is 30 s): a
  // job due later (a reminder, a retry after its delay) is found by a poll, not announced.
  await boss.work<object>(definition.name, { batchSize, localConcurrency, burstWhenBatchFull: true, perJobResults: true, notifyPollingIntervalSeconds: 2 }, async (jobs) =>
    settleBatch(definition, jobs, await openPayload()),
  );
  workedQueues.add(definition.name);
}

async function connect(): Promise<PgBoss> {
  // useListenNotify: one connection per process listens for the queues' NOTIFYs (see ensureQueue).
  const boss = new PgBoss({ connectionString: cmsEnv().DATABASE_URL, schema: 'pgboss', useListenNotify: true });
  boss.on('error', (error) => platformLog.error({ err: error }, 'job queue: an error pg-boss recovers from by itself'));
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

/**
 * Starts working `jobs` (the registry, job-registry.ts) once per process, their handlers given
 * the Payload `openPayload` resolves to. Site processes call it as they start.
 */
export async function startJobQueue(jobs: readonly JobDefinition[], openPayload: () => Promise<Payload>): Promise<PgBoss> {
  const names = jobs.map((job) => job.name);
  const twice = names.find((name, index) => names.indexOf(name) !== index);
  if (twice) throw new Error(`Two job definitions share the queue ${twice}`);
  const boss = await queueConnection();
  if (!working) {
    for (const definition of jobs) await work(boss, definition, openPayload);
    // Kept in pg-boss's own table: every site process sets the same schedule, and pg-boss sends
    // each occurrence once, whichever process's clock monitor sees it first.
    for (const { name, cron } of jobs) if (cron) await boss.schedule(name, cron, {});
    // Only now: a start that failed half-way is tried again (start-workers.ts) for what is missing.
    working = true;
  }
  return boss;
}

/** A stable UUID for a job key (pg-boss ids are UUIDs and a taken id is skipped). */
function jobIdOf(name: string, key: string): string {
  const hex = createHash('sha256').update(`${name}\0${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Defines a queue, its settings and the work its jobs do. Nothing is worked until the definition
 * is in job-registry.ts (a test holds every definition to it).
 */
export function defineJob<T extends object>(name: string, settings: QueueSettings<T>, handler: (data: T, tools: JobTools) => Promise<void>, cron?: string): JobDefinition<T> {
  const definition: JobDefinition<T> = {
    name,
    settings,
    cron,
    run: handler,
    async send(data, { req, key, startAfter } = {}) {
      const boss = await queueConnection();
      await ensureQueue(boss, definition as unknown as JobDefinition);
      const client = req ? await transactionClientOf(req.payload, req) : null;
      if (req && !client) throw new Error(`Job ${name} was to be sent on a transaction, but the request has none.`);
      const db = client ? { db: { executeSql: (text: string, values?: unknown[]) => client.query(text, values) } } : {};
      if (settings.collapseKey) {
        const singletonKey = settings.collapseKey(data);
        // One indexed insert when none waits; when one does (the insert is skipped), it is updated,
        // and its row stays locked until the writer commits: pg-boss's fetch skips locked rows.
        const window = settings.collapseWindowSeconds ? { startAfter: settings.collapseWindowSeconds } : {};
        if (!(await boss.send(name, data, { singletonKey, ...window, ...db }))) await boss.upsert({ name, data, options: { singletonKey, ...db } });
        return;
      }
      await boss.send(name, data, { ...(key ? { id: jobIdOf(name, key) } : {}), ...(startAfter ? { startAfter } : {}), ...db });
    },
  };
  return definition;
}

/**
 * Defines a job that runs on a schedule (`cron`, UTC) in whichever site process pg-boss hands it
 * to; as with every job, its handler must be safe to run twice.
 */
export function defineScheduledJob(name: string, cron: string, settings: QueueSettings<object>, handler: (tools: JobTools) => Promise<void>): JobDefinition {
  return defineJob(name, settings, (_data, tools) => handler(tools), cron);
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
