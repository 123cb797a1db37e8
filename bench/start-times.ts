import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from '@halaqa/infra/paths';
import { pssMegabytes } from './site-memory';

/**
 * Issue #16's start-up and memory figures for the README, as a new user meets them: a fresh
 * checkout of HEAD (a git worktree in a temporary folder: no builds, no `.data`), its install,
 * then `pnpm start` twice. Prints how long the install took, how long each start took until it
 * printed "Halaqa is up" (the first builds the site, the admin and the commerce service; the
 * second reuses them), and, after BENCH_IDLE_SECONDS (30) of quiet following the second start,
 * the memory of every process of the platform: proportional set size (PSS, so pages two
 * processes share are counted once), by server. `npx -y pnpm@10 bench:start`.
 * It uses `pnpm start`'s own ports (4321, 3000, 9000, 8090, 1025, 1080, 54329): stop any platform
 * you started before running it.
 */
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 30);
const PORTS = [4321, 3000, 9000, 8090, 1025, 1080, 54329];
const UP = /Halaqa is up/;

const run = promisify(execFile);
const log = (line: string) => console.log(line);
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

async function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer().once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** Every process descending from `root` (itself included), from /proc. */
function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name is in parentheses and may hold spaces: the parent id is the second field after it.
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // The process ended while we read.
    }
  }
  const tree: number[] = [];
  const visit = (pid: number) => {
    tree.push(pid);
    for (const child of children.get(pid) ?? []) visit(child);
  };
  visit(root);
  return tree;
}

/** Which part of the platform a process is, from its command line. */
function roleOf(pid: number): string {
  const command = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
  if (command.includes('production-server.ts')) return 'site';
  if (/next(\.js)? start|next-server/.test(command)) return "editors' admin (Next)";
  if (command.includes('medusa') || command.includes('.medusa')) return 'commerce (Medusa)';
  if (/postgres/.test(command)) return 'PostgreSQL';
  if (command.includes('maildev')) return 'MailDev';
  if (command.includes('paymob')) return 'Paymob test double';
  // MailDev and the Paymob double run inside the supervisor (infra/src/commands/run-platform.ts).
  if (command.includes('cli.mjs start')) return 'supervisor (with MailDev and the Paymob double)';
  if (command.includes('esbuild')) return "esbuild (tsx's compiler)";
  if (command.includes('halaqa.ts')) return "the command line's launcher (tsx)";
  if (/\bnpm\b|pnpm/.test(command)) return 'npx and pnpm (the launching commands)';
  return `other: ${command.slice(0, 60)}`;
}

/** `pnpm start` in `checkout`, resolved with the seconds it took to say it is up. */
function startPlatform(checkout: string): { up: Promise<string>; pid: number; stop(): Promise<void> } {
  const startedAt = performance.now();
  const child = spawn('npx', ['-y', 'pnpm@10', 'start'], { cwd: checkout, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const up = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString());
      if (UP.test(chunk.toString())) resolve(seconds(startedAt));
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    void exited.then(() => reject(new Error(`pnpm start ended before it was up:\n${output.join('').slice(-4000)}`)));
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    process.kill(-child.pid!, 'SIGINT');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 30_000))]);
    if (child.exitCode === null) process.kill(-child.pid!, 'SIGKILL');
  };
  return { up, pid: child.pid!, stop };
}

async function main(): Promise<void> {
  const taken = [];
  for (const port of PORTS) if (!(await portIsFree(port))) taken.push(port);
  if (taken.length) throw new Error(`ports ${taken.join(', ')} are in use: stop the platform (or whatever holds them) first`);

  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'halaqa-start-'));
  // The embedded PostgreSQL runs as the postgres user when we are root: it must reach the checkout.
  fs.chmodSync(parent, 0o755);
  const checkout = path.join(parent, 'halaqa');
  await run('git', ['worktree', 'add', '--detach', checkout, 'HEAD'], { cwd: REPO_ROOT });
  try {
    const since = performance.now();
    log(`fresh checkout of HEAD in ${checkout}; installing…`);
    await run('npx', ['-y', 'pnpm@10', 'install', '--frozen-lockfile', '--prefer-offline'], { cwd: checkout, maxBuffer: 64 * 1024 * 1024 });
    const install = seconds(since);
    log(`install: ${install} s (packages from this machine's pnpm store)`);

    const first = startPlatform(checkout);
    const firstUp = await first.up;
    log(`first start (builds included): ${firstUp} s`);
    await first.stop();

    const second = startPlatform(checkout);
    const secondUp = await second.up;
    log(`second start: ${secondUp} s; measuring memory after ${IDLE_SECONDS} s idle…`);
    await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
    const byRole = new Map<string, number>();
    for (const pid of processTree(second.pid)) {
      try {
        byRole.set(roleOf(pid), (byRole.get(roleOf(pid)) ?? 0) + pssMegabytes(pid));
      } catch {
        // Ended while we read.
      }
    }
    await second.stop();

    const rows = [...byRole].sort((a, b) => b[1] - a[1]).map(([role, megabytes]) => ({ process: role, 'PSS MB': Math.round(megabytes) }));
    const total = rows.reduce((sum, row) => sum + row['PSS MB'], 0);
    const commerce = rows.find((row) => row.process.startsWith('commerce'))?.['PSS MB'] ?? 0;
    console.table([...rows, { process: 'whole platform', 'PSS MB': total }, { process: 'without commerce', 'PSS MB': total - commerce }]);
    log(`install ${install} s; first start ${firstUp} s; second start ${secondUp} s; idle ${total} MB (${total - commerce} MB without commerce); Node ${process.version}, ${os.cpus().length} cores`);
  } finally {
    await run('git', ['worktree', 'remove', '--force', checkout], { cwd: REPO_ROOT }).catch((error: unknown) => log(`removing the checkout: ${String(error)}`));
  }
}

await main();
