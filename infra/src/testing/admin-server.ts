import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { buildUnlessFresh } from '../build-stamp';
import { BIN_DIR, CMS_DIR } from '../paths';
import { childEnv, startChild, waitForHttp } from '../processes';
import { freePort } from './free-port';

const run = promisify(execFile);

/** Where the admin's build records the hash of the sources it was built from. */
const ADMIN_BUILD_STAMP = path.join(CMS_DIR, '.next', 'halaqa-source-hash');

/**
 * Builds the editors' admin (Next.js production build, about a minute and 1.5 GB), unless the
 * build in cms/.next was made from the current cms/ and shared/ sources: every test file that
 * needs the admin calls this, and only the first of a run builds.
 */
export async function buildAdmin(): Promise<void> {
  await buildUnlessFresh(ADMIN_BUILD_STAMP, ['cms', 'shared'], nextBuild);
}

async function nextBuild(): Promise<void> {
  await run(path.join(BIN_DIR, 'next'), ['build'], {
    cwd: CMS_DIR,
    // The build imports the Payload config, which validates its environment; it neither
    // connects to the database nor signs anything, so placeholders do.
    env: childEnv({
      DATABASE_URL: 'postgres://build@127.0.0.1:1/build',
      PAYLOAD_SECRET: 'build-time-placeholder-never-used-to-sign-anything',
      NEXT_TELEMETRY_DISABLED: '1',
    }),
    maxBuffer: 64 * 1024 * 1024,
  });
}

export interface RunningAdmin {
  port: number;
  stop(): Promise<void>;
}

/** `next start` of the built admin on a random port against `databaseUrl`. */
export async function startAdminServer(databaseUrl: string, sitePort: number): Promise<RunningAdmin> {
  const port = await freePort();
  const child = startChild(path.join(BIN_DIR, 'next'), ['start', '--port', String(port), '--hostname', '127.0.0.1'], {
    cwd: CMS_DIR,
    env: childEnv({
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      SITE_PORT: String(sitePort),
      DISABLE_PAYLOAD_HMR: 'true',
      NEXT_TELEMETRY_DISABLED: '1',
      PAYLOAD_SECRET: 'integration-tests-secret-of-at-least-32-chars',
    }),
    name: 'admin',
  });
  await waitForHttp(`http://127.0.0.1:${port}/admin`, 90_000);
  return { port, stop: () => child.stop() };
}
