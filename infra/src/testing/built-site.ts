import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT, SITE_NODE_FLAGS, SITE_PROCESS_ENV, SITE_SERVER } from '../paths';
import { childEnv, startChild, waitForHttp, type Child } from '../processes';
import { freePort } from './free-port';

export interface RunningSite {
  port: number;
  /** The site's origin for a tenant domain, e.g. origin('acme.localhost') → http://acme.localhost:PORT */
  origin(domain: string): string;
  stop(): Promise<void>;
  /** False once the server process has ended (crashed or stopped). */
  isRunning(): boolean;
  /** Everything the server printed, for a failing test's message. */
  output: string[];
  /** The id of the Node process serving the site (for reading its memory in /proc). */
  serverPid(): number;
  /** The server's exit code once it has ended (null when a signal ended it). */
  exited: Promise<number | null>;
}

/**
 * The built site (`node SITE_NODE_FLAGS site/server/production-server.ts dist/server/entry.mjs`, production mode) on a random port and the given
 * database, for tests (through site-server) and the load benchmarks alike. `entry` names another
 * build's server entry, relative to the repository root.
 */
export async function startBuiltSite(
  databaseUrl: string,
  env: { SMTP_URL: string } & Record<string, string>,
  entry = 'dist/server/entry.mjs',
): Promise<RunningSite> {
  const site = await launchBuiltSite(databaseUrl, env, entry);
  await waitForHttp(`http://127.0.0.1:${site.port}/`, 60_000);
  return site;
}

/**
 * The same, returned as soon as the process is started, before it answers (or exits): for tests
 * of the start itself, which must send it no request (`unset` names variables to leave out).
 */
export async function launchBuiltSite(
  databaseUrl: string,
  env: { SMTP_URL: string } & Record<string, string>,
  entry = 'dist/server/entry.mjs',
  unset: string[] = [],
): Promise<RunningSite> {
  const port = await freePort();
  const output: string[] = [];
  const child: Child = startChild(path.join(REPO_ROOT, 'node_modules', '.bin', 'node'), [...SITE_NODE_FLAGS, SITE_SERVER, entry], {
    cwd: REPO_ROOT,
    env: childEnv({
      ...SITE_PROCESS_ENV,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DISABLE_PAYLOAD_HMR: 'true',
      FILES_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'halaqa-files-')),
      PAYLOAD_SECRET: 'integration-tests-secret-of-at-least-32-chars',
      // Links in mail and the allowed origins are built from the site's domain with these.
      PUBLIC_SITE_PROTOCOL: 'http',
      PUBLIC_SITE_PORT: String(port),
      ...env,
      ...Object.fromEntries(unset.map((name) => [name, undefined])),
    }),
    name: 'site',
    onOutput: (line) => output.push(line),
  });
  const exited = new Promise<number | null>((resolve) => child.process.once('exit', (code) => resolve(code)));
  const isRunning = () => child.process.exitCode === null && child.process.signalCode === null;
  return { port, origin: (domain) => `http://${domain}:${port}`, stop: () => child.stop(), isRunning, output, serverPid: () => nodeProcessUnder(child.process.pid!), exited };
}

/**
 * node_modules/.bin/node is a shell script that starts the real Node as its child (it does not
 * exec), so the server is the first process under the started one whose executable is Node.
 * By executable, not by name: the script's process is named `node` too, and Node 24's is
 * `MainThread`, so asking /proc/PID/comm found the shell (the upload test read its memory).
 */
function nodeProcessUnder(pid: number): number {
  const found = findNode(pid);
  if (!found) throw new Error(`No node process under ${pid}`);
  return found;
}

function findNode(pid: number): number | null {
  if (path.basename(fs.readlinkSync(`/proc/${pid}/exe`)) === 'node') return pid;
  const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  for (const child of children) {
    const found = findNode(child);
    if (found) return found;
  }
  return null;
}
