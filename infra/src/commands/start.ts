import path from 'node:path';
import { ADMIN_BUILD, ensureBuilt, SITE_BUILD } from '../builds';
import { COMMERCE_BUILD } from '../commerce/commerce-service';
import { BIN_DIR, CMS_DIR, REPO_ROOT, SITE_NODE_FLAGS, SITE_PROCESS_ENV, SITE_SERVER } from '../paths';
import { startChild } from '../processes';
import { CMS_HOST, CMS_PORT, runPlatform, SITE_HOST, SITE_PORT, type ServerSpec } from './run-platform';

/**
 * `pnpm start`: the built servers, as in production: the site's `astro build` output under
 * NODE_ENV=production and the admin's `next start`, both on loopback unless SITE_HOST / CMS_HOST
 * say otherwise. A build that is missing or older than its sources is made first. Development
 * servers (reload, Vite's dev server, which serves any project file) are `pnpm dev` only.
 */
const BUILT_SERVERS: ServerSpec[] = [
  {
    name: 'site',
    start: (env, log) =>
      startChild(path.join(BIN_DIR, 'node'), [...SITE_NODE_FLAGS, SITE_SERVER, path.join('dist', 'server', 'entry.mjs')], {
        cwd: REPO_ROOT,
        env: { ...env, ...SITE_PROCESS_ENV, NODE_ENV: 'production', HOST: SITE_HOST, PORT: String(SITE_PORT) },
        name: 'site',
        onOutput: log,
      }),
  },
  {
    name: 'admin',
    start: (env, log) =>
      startChild(path.join(BIN_DIR, 'next'), ['start', '--port', String(CMS_PORT), '--hostname', CMS_HOST], {
        cwd: CMS_DIR,
        env: { ...env, NODE_ENV: 'production', PORT: String(CMS_PORT) },
        name: 'admin',
        onOutput: log,
      }),
  },
];

export async function start(): Promise<number> {
  const startedAt = performance.now();
  const log = (line: string) => console.log(line);
  await ensureBuilt(SITE_BUILD, log);
  await ensureBuilt(ADMIN_BUILD, log);
  await ensureBuilt(COMMERCE_BUILD, log);
  return runPlatform(BUILT_SERVERS, startedAt);
}
