import type { Child } from './processes';

/** Restarts of one server: waits doubling from the first to the last; this many crashes in a window is a lost cause. */
const FIRST_RESTART_MS = 1_000;
const LAST_RESTART_MS = 15_000;
const CRASHES_BEFORE_GIVING_UP = 5;
const CRASH_WINDOW_MS = 60_000;

export interface Supervised {
  stop(): Promise<void>;
}

/**
 * Keeps a server running: when its process ends without being asked to, it is started again
 * after a short wait (doubling on repeated crashes). Five crashes within a minute mean something
 * is wrong that a restart will not fix: it says so and calls `onGiveUp`.
 */
export function supervise(name: string, start: () => Child, log: (line: string) => void, onGiveUp: () => void): Supervised {
  let current: Child;
  let stopping = false;
  let crashes: number[] = [];
  let timer: NodeJS.Timeout | undefined;

  const run = () => {
    current = start();
    const child = current;
    log(`[supervisor] ${name} started (pid ${child.process.pid})`);
    child.process.once('exit', (code, signal) => {
      if (stopping) return;
      const now = Date.now();
      crashes = [...crashes.filter((at) => now - at < CRASH_WINDOW_MS), now];
      const how = signal ? `was killed by ${signal}` : `exited with code ${code}`;
      if (crashes.length >= CRASHES_BEFORE_GIVING_UP) {
        log(`[supervisor] ${name} ${how}; it crashed ${crashes.length} times within a minute, giving up.`);
        onGiveUp();
        return;
      }
      const waitMs = Math.min(FIRST_RESTART_MS * 2 ** (crashes.length - 1), LAST_RESTART_MS);
      log(`[supervisor] ${name} ${how}; restarting in ${(waitMs / 1000).toFixed(0)} s`);
      // Its children (a pnpm .bin wrapper's real server) may still hold the port: the whole group goes first.
      timer = setTimeout(() => void child.stop().then(() => !stopping && run()), waitMs);
    });
  };

  run();
  return {
    async stop() {
      stopping = true;
      clearTimeout(timer);
      await current.stop();
    },
  };
}
