import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { startChild } from './processes';

/**
 * startChild's stop() returns once every process of the child's group is gone: pnpm's `.bin`
 * wrappers are shell scripts that do not exec, so the wrapper ends at once on SIGTERM while the
 * server under it may still be shutting down.
 */
describe('a started child', () => {
  it('is stopped with the server under its wrapper, which takes its time to shut down', async () => {
    // A wrapper like pnpm's (`; exit $?` keeps sh from exec-ing) around a server that takes 700 ms to stop.
    const server = `process.on('SIGTERM', () => setTimeout(() => process.exit(0), 700)); console.log(process.pid); setInterval(() => {}, 1000);`;
    const lines: string[] = [];
    const child = startChild('sh', ['-c', `"${process.execPath}" -e "${server}"; exit $?`], { cwd: process.cwd(), env: process.env, name: 'server', onOutput: (line) => lines.push(line) });
    await expect.poll(() => lines.length).toBe(1);
    const serverPid = Number(lines[0]!.replace('[server] ', ''));
    expect(isRunning(serverPid)).toBe(true);

    await child.stop();
    expect(isRunning(serverPid)).toBe(false);
  });
});

/** Gone, or a zombie: an orphan's exit waits for PID 1 to reap it, which here is no init. */
function isRunning(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}
