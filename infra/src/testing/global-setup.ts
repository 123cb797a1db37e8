import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import { dropDatabase, ensureDatabase, withDatabase } from '../database/database-url';
import { useEmbeddedPostgres } from '../database/embedded-postgres';
import { startMailDev } from '../mail/maildev';
import { BIN_DIR, REPO_ROOT } from '../paths';
import { childEnv } from '../processes';
import { freePort } from './free-port';
import './provided';

const run = promisify(execFile);

/**
 * Once per integration run: build the site, start PostgreSQL (DATABASE_URL's server, else an
 * embedded one in a temporary directory), migrate a template database, start MailDev.
 * Nothing here depends on anything a developer started by hand.
 */
export default async function setup(project: TestProject) {
  // vitest sets NODE_ENV=test, which would make Vite build React's development JSX runtime.
  await run(path.join(BIN_DIR, 'astro'), ['build'], { cwd: REPO_ROOT, env: childEnv({ NODE_ENV: 'production' }) });

  let stopPostgres = async () => {};
  let serverUrl: string;
  let tempDir: string | null = null;
  if (process.env.DATABASE_URL) {
    serverUrl = withDatabase(process.env.DATABASE_URL, '');
  } else {
    tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'halaqa-test-pg-'));
    // The embedded server runs as the postgres user when we are root: it must own its folder.
    fs.chmodSync(tempDir, 0o777);
    const server = await useEmbeddedPostgres(path.join(tempDir, 'data'), await freePort());
    serverUrl = server.serverUrl;
    stopPostgres = server.stop;
  }

  const templateDatabase = `halaqa_template_${process.pid}`;
  const templateUrl = withDatabase(serverUrl, templateDatabase);
  await ensureDatabase(templateUrl);
  await run(path.join(BIN_DIR, 'tsx'), ['infra/src/cli.ts', 'migrate'], {
    cwd: REPO_ROOT,
    env: childEnv({ DATABASE_URL: templateUrl }),
  });

  const mail = await startMailDev(await freePort(), await freePort());
  project.provide('integration', { postgresServerUrl: serverUrl, templateDatabase, smtpUrl: mail.smtpUrl, mailApiUrl: mail.webUrl });

  return async () => {
    await mail.stop();
    await dropDatabase(templateUrl).catch(() => {});
    await stopPostgres();
    if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
  };
}
