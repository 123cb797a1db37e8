import { PgBoss } from 'pg-boss';
import { cmsEnv } from '../../env';

/**
 * Background jobs with pg-boss on the platform's own PostgreSQL (schema `pgboss`, which pg-boss
 * creates and upgrades itself on start). Every site instance starts the queue when it boots
 * (startJobQueue, from the middleware) and works every queue defined in it; pg-boss hands each
 * job to one worker. Queues and their handlers are declared by the features that own them.
 */
type Handler = (data: object) => Promise<void>;

const handlers = new Map<string, Handler>();
let started: Promise<PgBoss> | undefined;

async function work(boss: PgBoss, name: string, handler: Handler): Promise<void> {
  await boss.createQueue(name);
  await boss.work<object>(name, async (jobs) => {
    for (const job of jobs) await handler(job.data);
  });
}

async function startQueue(): Promise<PgBoss> {
  const boss = new PgBoss({ connectionString: cmsEnv().DATABASE_URL, schema: 'pgboss' });
  boss.on('error', (error) => console.error('job queue:', error));
  await boss.start();
  for (const [name, handler] of handlers) await work(boss, name, handler);
  return boss;
}

/** Starts the queue and its workers once per process; later calls return the same queue. */
export function startJobQueue(): Promise<PgBoss> {
  started ??= startQueue();
  return started;
}

/**
 * Declares a queue and the work its jobs do (at module load); returns the function that
 * enqueues a job. A queue declared after the start gets its worker at once.
 */
export function defineJob<T extends object>(name: string, handler: (data: T) => Promise<void>): (data: T) => Promise<void> {
  handlers.set(name, handler as Handler);
  if (started) void started.then((boss) => work(boss, name, handler as Handler)).catch((error: unknown) => console.error('job queue:', error));
  return async (data: T) => {
    await (await startJobQueue()).send(name, data);
  };
}

/** Stops the workers (tests and graceful shutdown); queued jobs stay for the next start. */
export async function stopJobQueue(): Promise<void> {
  if (!started) return;
  const boss = await started;
  started = undefined;
  await boss.stop({ graceful: true });
}
