import path from 'node:path';
import { openPlatformDatabase } from '../database/platform-database';
import { startMailDev } from '../mail/maildev';
import { BIN_DIR, CMS_DIR, REPO_ROOT } from '../paths';
import { childEnv, runToCompletion, startChild, waitForHttp, type Child } from '../processes';
import { DEMO_SITE } from '../seed';

const SITE_PORT = Number(process.env.SITE_PORT ?? 4321);
const CMS_PORT = Number(process.env.CMS_PORT ?? 3000);
const MAIL_SMTP_PORT = 1025;
const MAIL_WEB_PORT = 1080;

/**
 * `pnpm start`: PostgreSQL (embedded unless DATABASE_URL), migrations, the demo site, MailDev,
 * the site (astro dev) and the editors' admin (next dev). Ctrl-C stops all of it.
 */
export async function start(): Promise<number> {
  const startedAt = performance.now();
  const log = (line: string) => console.log(line);

  const database = await openPlatformDatabase();
  log(`PostgreSQL: ${database.embedded ? 'embedded, data in .data/postgres' : 'DATABASE_URL'}`);
  // Migrating and seeding load all of Payload; a separate process gives that memory back
  // instead of keeping it in this supervisor for as long as the platform runs.
  await runToCompletion(path.join(BIN_DIR, 'tsx'), ['infra/src/cli.ts', 'seed'], {
    cwd: REPO_ROOT,
    env: childEnv({ DATABASE_URL: database.databaseUrl }),
    onOutput: log,
  });

  const mail = process.env.SMTP_URL ? null : await startMailDev(MAIL_SMTP_PORT, MAIL_WEB_PORT);
  const env = childEnv({
    DATABASE_URL: database.databaseUrl,
    SMTP_URL: process.env.SMTP_URL ?? mail!.smtpUrl,
    DISABLE_PAYLOAD_HMR: 'true',
  });

  const children: Child[] = [
    startChild(path.join(BIN_DIR, 'astro'), ['dev', '--host', '127.0.0.1', '--port', String(SITE_PORT)], {
      cwd: REPO_ROOT,
      env,
      name: 'site',
      onOutput: log,
    }),
    startChild(path.join(BIN_DIR, 'next'), ['dev', '--port', String(CMS_PORT)], {
      cwd: CMS_DIR,
      env: { ...env, PORT: String(CMS_PORT) },
      name: 'admin',
      onOutput: log,
    }),
  ];

  let stopping = false;
  const stopAll = async () => {
    if (stopping) return;
    stopping = true;
    log('Stopping…');
    await Promise.all(children.map((child) => child.stop()));
    await mail?.stop();
    await database.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stopAll());
  process.on('SIGTERM', () => void stopAll());

  await waitForHttp(`http://127.0.0.1:${SITE_PORT}/`, 120_000, { host: `localhost:${SITE_PORT}` });
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  log('');
  log(`Halaqa is up: home page served ${seconds} s after start.`);
  log(`  Demo site      http://localhost:${SITE_PORT}`);
  log(`  Owner          ${DEMO_SITE.ownerEmail} / ${DEMO_SITE.ownerPassword}`);
  log(`  Editors' admin http://localhost:${CMS_PORT}/admin (sign in on the site first)`);
  if (mail) log(`  Mail (MailDev) ${mail.webUrl}`);
  log(`  Another site   pnpm halaqa tenant create --domain acme.localhost --name "Acme Academy" --owner-email owner@acme.test --owner-password 'secret1'`);
  log('Press Ctrl-C to stop.');
  return new Promise<number>(() => {});
}
