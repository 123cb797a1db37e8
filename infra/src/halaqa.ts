/**
 * What `pnpm halaqa …`, `pnpm start` and `pnpm dev` run: the command line's bundle
 * (cli-build.ts), built first when its sources changed since it was last built, so a command
 * always runs the code as it is.
 *
 * The bundle runs in a Node process of its own rather than being imported here: tsx, which runs
 * this file, would transform the 13 MB bundle on import (4–5 s, the whole cost the bundle saves).
 */
import { spawn } from 'node:child_process';
import { isUpToDate, runBuild } from './builds';
import { CLI_BUILD, CLI_BUNDLE } from './cli-build';

// On stderr: the command's own output on stdout stays what scripts and tests read.
if (!isUpToDate(CLI_BUILD)) await runBuild(CLI_BUILD, (line) => console.error(line));

const command = spawn(process.execPath, [CLI_BUNDLE, ...process.argv.slice(2)], { stdio: 'inherit' });
// A Ctrl-C reaches both processes (the terminal signals the whole group), a `kill` only this one:
// either way the command gets it, and the commands that handle signals stop once however often.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => command.kill(signal));
command.on('exit', (code, signal) => {
  if (signal === null) process.exit(code ?? 1);
  // Ended by a signal: end the same way, so whoever started this sees what the command did.
  process.removeAllListeners(signal);
  process.kill(process.pid, signal);
});
