import path from 'node:path';
import { ensureBuilt } from '../builds';
import { COMMERCE_BUILD } from '../commerce/commerce-service';
import { BIN_DIR, CMS_DIR, REPO_ROOT } from '../paths';
import { startChild } from '../processes';
import { CMS_PORT, runPlatform, SITE_PORT, type ServerSpec } from './run-platform';

/**
 * `pnpm dev`: the development servers with reload (astro dev, next dev), for working on the
 * code. Always on 127.0.0.1 only: Vite's dev server answers with any file under the project
 * folder (`/@fs/…`, `?raw`), database files and uploads included.
 */
const DEV_SERVERS: ServerSpec[] = [
  {
    name: 'site',
    start: (env, log) =>
      startChild(path.join(BIN_DIR, 'astro'), ['dev', '--host', '127.0.0.1', '--port', String(SITE_PORT)], { cwd: REPO_ROOT, env, name: 'site', onOutput: log }),
  },
  {
    name: 'admin',
    start: (env, log) =>
      startChild(path.join(BIN_DIR, 'next'), ['dev', '--port', String(CMS_PORT), '--hostname', '127.0.0.1'], {
        cwd: CMS_DIR,
        env: { ...env, PORT: String(CMS_PORT) },
        name: 'admin',
        onOutput: log,
      }),
  },
];

export async function dev(): Promise<number> {
  const startedAt = performance.now();
  // The commerce service has no reloading server of its own worth running: its build is used.
  await ensureBuilt(COMMERCE_BUILD, (line) => console.log(line));
  return runPlatform(DEV_SERVERS, startedAt);
}
