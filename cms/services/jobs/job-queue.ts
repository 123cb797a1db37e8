import { PgBoss } from 'pg-boss';
import { cmsEnv } from '../../env';

/**
 * Background jobs with pg-boss on the platform's own PostgreSQL (schema `pgboss`, which pg-boss
 * creates and upgrades itself on start). Every site instance runs the workers; pg-boss hands each
 * job to one of them. Queues and their handlers are declared by the features that own them.
 */
type Handler = (data: object) => Promise<void>;

const handlers = new Map<string, Handler>();
let started: Promise<PgBoss> | undefined;

async function startQueue(): Promise<PgBoss> {
  const boss = new PgBoss({ connectionString: cmsEnv().DATABASE_URL, schema: 'pgboss' });
  boss.on('error', (error) => console.error('job queue:', error));
  await boss.start();
  for (const [name, handler] of handlers) {
    await boss.createQueue(name);
    await boss.work<object>(name, async (jobs) => {
      for (const job of jobs) await handler(job.data);
    });
  }
  return boss;
}

/** Declares a queue and the work its jobs do; call at module load, before the first enqueue. */
export function defineJob<T extends object>(name: string, handler: (data: T) => Promise<void>): (data: T) => Promise<void> {
  handlers.set(name, handler as Handler);
  return async (data: T) => {
    started ??= startQueue();
    await (await started).send(name, data);
  };
}

/** Stops the workers (tests and graceful shutdown); queued jobs stay for the next start. */
export async function stopJobQueue(): Promise<void> {
  if (!started) return;
  const boss = await started;
  started = undefined;
  await boss.stop({ graceful: true });
}
