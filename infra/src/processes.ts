import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { BIN_DIR } from './paths';

/** The environment for a child: the workspace's bin first, so `node` is the workspace's Node 24. */
export function childEnv(extra: Record<string, string | undefined>): NodeJS.ProcessEnv {
  return { ...process.env, PATH: `${BIN_DIR}${path.delimiter}${process.env.PATH ?? ''}`, ...extra };
}

/** Hands every non-empty line a child prints (stdout and stderr) to `onLine`. */
function forwardLines(child: ChildProcess, onLine: (line: string) => void): void {
  const forward = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) onLine(line);
  };
  child.stdout?.on('data', forward);
  child.stderr?.on('data', forward);
}

export interface Child {
  process: ChildProcess;
  stop(): Promise<void>;
}

/** A server asked to stop gets this long before it is killed: the site lets requests finish for up to 10 s, then closes its pool. */
const STOP_GRACE_MS = 15_000;

/**
 * Starts a long-running program in its own process group. pnpm's `.bin` wrappers do not exec,
 * so stopping only the direct child would leave the real server running: the whole group goes.
 */
export function startChild(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; name: string; onOutput?: (line: string) => void },
): Child {
  const child = spawn(command, args, { cwd: options.cwd, env: options.env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  forwardLines(child, (line) => options.onOutput?.(`[${options.name}] ${line}`));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    process: child,
    async stop() {
      if (child.exitCode !== null || child.pid === undefined) return;
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        return;
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          /* already gone */
        }
      }, STOP_GRACE_MS);
      await exited;
      // The wrapper (sh) ends at once on SIGTERM while the server it started may still be shutting
      // down: wait for the whole group, so no server outlives its test file (one whose output
      // pipe had gone hung in its shutdown for good). Never past the grace, whatever the group does.
      const deadline = Date.now() + STOP_GRACE_MS + 1_000;
      while (groupIsAlive(child.pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      clearTimeout(timer);
    },
  };
}

/**
 * Whether a process of the group still runs. Zombies do not count: an orphan's exit is reaped by
 * whoever is PID 1, which here is not an init and takes up to a minute, and a zombie holds no port.
 */
function groupIsAlive(groupId: number): boolean {
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    // "pid (comm) state ppid pgrp …": comm may hold spaces and parentheses, so read after the last ')'.
    const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(pgrp) === groupId && state !== 'Z') return true;
  }
  return false;
}

/** Runs a program to its end, forwarding its output; a non-zero exit is an error. */
export function runToCompletion(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; onOutput: (line: string) => void },
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
    forwardLines(child, options.onOutput);
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${path.basename(command)} ${args.join(' ')} exited with ${code}`))));
  });
}

/** Waits until `url` answers with a status below 500 (any page, even a 404, means the server is up). */
export async function waitForHttp(url: string, timeoutMs: number, headers: Record<string, string> = {}): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { headers, signal: AbortSignal.timeout(30_000) });
      await response.arrayBuffer();
      if (response.status < 500) return;
      lastError = new Error(`HTTP ${response.status}`);
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms: ${String(lastError)}`);
}
