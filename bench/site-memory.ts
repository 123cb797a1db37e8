import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * A process's memory as the benchmarks report it: proportional set size (PSS, so pages shared
 * with other processes, the Node binary's among them, count once), read from /proc; and, for the
 * site's server, its own breakdown (bench/site-memory.cjs, preloaded by startBenchPlatform).
 */
const MIB = 1024 * 1024;

/** The rollup's field in MiB (0 once the process has ended). */
function rollupMegabytes(pid: number, field: 'Pss' | 'Pss_Anon' | 'Pss_File'): number {
  try {
    const rollup = fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    return Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(rollup)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

export const pssMegabytes = (pid: number): number => rollupMegabytes(pid, 'Pss');

/** Where the preload writes what it is asked for (made by the first siteMemoryEnv). */
let reportDir: string | undefined;

/**
 * The site server's environment for siteMemoryOf: NODE_OPTIONS preloading site-memory.cjs
 * (after any the benchmark was given, such as profile-site.cjs) and the folder it writes to.
 */
export function siteMemoryEnv(): { NODE_OPTIONS: string; BENCH_MEMORY_DIR: string } {
  reportDir ??= fs.mkdtempSync(path.join(os.tmpdir(), 'halaqa-bench-memory-'));
  return { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require ${path.join(import.meta.dirname, 'site-memory.cjs')}`.trim(), BENCH_MEMORY_DIR: reportDir };
}

/** Removes the reports' folder (startBenchPlatform's stop). */
export function removeSiteMemoryReports(): void {
  if (reportDir) fs.rmSync(reportDir, { recursive: true, force: true });
  reportDir = undefined;
}

export interface SiteMemory {
  /** All of it, in MiB: the figure the target is for. */
  pss: number;
  /** V8's heap as committed, and what of it live and dead objects fill (since the last collection). */
  heapCommitted: number;
  heapUsed: number;
  /** Anonymous memory outside V8's heap: malloc (Node, ICU, the parsers), ArrayBuffers' bytes, thread stacks. */
  otherAnonymous: number;
  /** Mapped files: the Node binary's code and the native modules' (shared pages counted once). */
  files: number;
  arrayBuffers: number;
}

/** The site server's memory now: its PSS, and process.memoryUsage() from inside it (SIGUSR2 asks). */
export async function siteMemoryOf(pid: number): Promise<SiteMemory> {
  if (!reportDir) throw new Error('siteMemoryOf: the site was not started with siteMemoryEnv()');
  const file = path.join(reportDir, `site-memory-${pid}.json`);
  fs.rmSync(file, { force: true });
  const [pss, anonymous, files] = [rollupMegabytes(pid, 'Pss'), rollupMegabytes(pid, 'Pss_Anon'), rollupMegabytes(pid, 'Pss_File')];
  process.kill(pid, 'SIGUSR2');
  for (let waited = 0; !fs.existsSync(file); waited += 50) {
    if (waited > 10_000) throw new Error(`the site (${pid}) wrote no memory report: is bench/site-memory.cjs preloaded?`);
    await sleep(50);
  }
  const { memoryUsage } = JSON.parse(fs.readFileSync(file, 'utf8')) as { memoryUsage: NodeJS.MemoryUsage };
  return {
    pss,
    heapCommitted: memoryUsage.heapTotal / MIB,
    heapUsed: memoryUsage.heapUsed / MIB,
    otherAnonymous: Math.max(0, anonymous - memoryUsage.heapTotal / MIB),
    files,
    arrayBuffers: memoryUsage.arrayBuffers / MIB,
  };
}

/** One line: the PSS, then its split. */
export function describeSiteMemory(memory: SiteMemory): string {
  const mib = (value: number) => `${Math.round(value)} MiB`;
  return `PSS ${mib(memory.pss)}: V8 heap ${mib(memory.heapCommitted)} committed (${mib(memory.heapUsed)} of objects, live or not yet collected), other anonymous memory ${mib(memory.otherAnonymous)} (malloc, ArrayBuffers ${mib(memory.arrayBuffers)}, stacks), mapped files ${mib(memory.files)} (Node's code)`;
}
