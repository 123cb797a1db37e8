import { AppError, AppErrorCode } from '@halaqa/shared/errors';

export interface PrintQueueLimits {
  /** Documents printed at the same time (each is a Chromium renderer process). */
  parallel: number;
  /** Documents that may wait for a free slot; one more is refused. */
  waiting: number;
}

/**
 * Turns for printing (issue #16: the print queue is bounded). `inTurn(work)` runs `work` when one
 * of the `parallel` slots is free; a finished job hands its slot to the first one waiting. When
 * `waiting` jobs already wait, the next is refused at once with a 503 (SERVICE_UNAVAILABLE)
 * instead of queueing behind them for minutes while holding its request and memory.
 */
export function createPrintQueue({ parallel, waiting }: PrintQueueLimits) {
  let busy = 0;
  const queue: (() => void)[] = [];

  async function inTurn<T>(work: () => Promise<T>): Promise<T> {
    if (busy < parallel) busy += 1;
    else if (queue.length >= waiting) throw new AppError(AppErrorCode.SERVICE_UNAVAILABLE);
    else await new Promise<void>((resolve) => queue.push(resolve));
    try {
      return await work();
    } finally {
      const next = queue.shift();
      if (next) next();
      else busy -= 1;
    }
  }

  return { inTurn, waitingCount: () => queue.length };
}
