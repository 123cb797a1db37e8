import { describe, expect, it } from 'vitest';
import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import { createPrintQueue } from './print-queue';

/** A job that finishes when its `finish` is called, recording when it started. */
function heldJob(started: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { finish: () => finish(), work: async () => (started.push(name), await done, name) };
}

describe('the print queue', () => {
  it('prints `parallel` documents at once and the rest in turn, in the order they came', async () => {
    const { inTurn } = createPrintQueue({ parallel: 2, waiting: 5 });
    const started: string[] = [];
    const jobs = ['a', 'b', 'c', 'd'].map((name) => heldJob(started, name));
    const results = jobs.map((job) => inTurn(job.work));
    await Promise.resolve();
    expect(started).toEqual(['a', 'b']);
    jobs[1]!.finish();
    await expect(results[1]).resolves.toBe('b');
    await expect.poll(() => started).toEqual(['a', 'b', 'c']);
    jobs[0]!.finish();
    await expect.poll(() => started).toEqual(['a', 'b', 'c', 'd']);
    jobs[2]!.finish();
    jobs[3]!.finish();
    await expect(Promise.all(results)).resolves.toEqual(['a', 'b', 'c', 'd']);
  });

  it('refuses a document at once with a 503 when the queue is full, and takes one again when it has room', async () => {
    const { inTurn, waitingCount } = createPrintQueue({ parallel: 1, waiting: 2 });
    const started: string[] = [];
    const jobs = ['a', 'b', 'c'].map((name) => heldJob(started, name));
    const results = jobs.map((job) => inTurn(job.work));
    expect(waitingCount()).toBe(2);
    const refused = await inTurn(async () => 'd').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe(AppErrorCode.SERVICE_UNAVAILABLE);
    for (const job of jobs) job.finish();
    await expect(Promise.all(results)).resolves.toEqual(['a', 'b', 'c']);
    await expect(inTurn(async () => 'e')).resolves.toBe('e');
  });

  it('hands the slot on when a document fails', async () => {
    const { inTurn } = createPrintQueue({ parallel: 1, waiting: 1 });
    await expect(inTurn(async () => Promise.reject(new Error('renderer crashed')))).rejects.toThrow('renderer crashed');
    await expect(inTurn(async () => 'next')).resolves.toBe('next');
  });
});
