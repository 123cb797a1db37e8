import path from 'node:path';
import { openPlatformDatabase } from '../database/platform-database';
import { chromiumNeed, ensureDebianPackages } from '../debian-packages';
import { CLI_BUNDLE } from '../cli-build';
import { startMailDev } from '../mail/maildev';
import { DATA_DIR, REPO_ROOT } from '../paths';
import { childEnv, runToCompletion, waitForHttp, type Child } from '../processes';
import { DEMO_STUDENT, DEMO_TEACHER } from '../demo/demo-people';
import { DEMO_SITE } from '../seed';
import { startCommerceChild } from '../commerce/commerce-service';
import { COMMERCE_PORT, keptSecret, preparePlatformCommerce } from '../commerce/platform-commerce';
import { supervise, type Supervised } from '../supervisor';
import { PAYMOB_TEST_CARD } from '../testing/paymob-stub';

export const SITE_PORT = Number(process.env.SITE_PORT ?? 4321);
export const CMS_PORT = Number(process.env.CMS_PORT ?? 3000);
/** Addresses the servers listen on: loopback unless an operator opens them up on purpose. */
export const SITE_HOST = process.env.SITE_HOST ?? '127.0.0.1';
export const CMS_HOST = process.env.CMS_HOST ?? '127.0.0.1';
const MAIL_SMTP_PORT = 1025;
const MAIL_WEB_PORT = 1080;

/** One server of the platform: how to start it with the platform's environment. */
export interface ServerSpec {
  name: string;
  start(env: NodeJS.ProcessEnv, log: (line: string) => void): Child;
}

/**
 * What `pnpm start` and `pnpm dev` share: Debian's Chromium (installed when missing and we are
 * root, as `pnpm test` does), PostgreSQL (embedded unless DATABASE_URL), migrations,
 * the demo site, MailDev (unless SMTP_URL), then `servers`, each kept running by a supervisor.
 * Ctrl-C stops all of it. `startedAt` is when the command began (builds included).
 */
export async function runPlatform(servers: ServerSpec[], startedAt: number): Promise<number> {
  const log = (line: string) => console.log(line);
  // The site prints receipts and certificates with Chromium. Without it the platform still runs
  // (those answer 503 saying PDFs are not available): the line said what to install.
  ensureDebianPackages([chromiumNeed(process.env)], 'receipts and certificate PDFs');

  const database = await openPlatformDatabase();
  log(`PostgreSQL: ${database.embedded ? 'embedded, data in .data/postgres' : 'DATABASE_URL'}`);
  // One folder for the seed, the site and the admin, whichever folder each runs in (ignored when the S3_* are set).
  const filesDir = process.env.FILES_DIR ?? path.join(DATA_DIR, 'files');
  // Migrating and seeding load all of Payload; a separate process gives that memory back
  // instead of keeping it in this supervisor for as long as the platform runs. The seed stores
  // the demo's lesson video, so it is given the servers' file folder.
  await runToCompletion(process.execPath, [CLI_BUNDLE, 'seed'], {
    cwd: REPO_ROOT,
    env: childEnv({ DATABASE_URL: database.databaseUrl, FILES_DIR: filesDir }),
    onOutput: log,
  });

  const mail = process.env.SMTP_URL ? null : await startMailDev(MAIL_SMTP_PORT, MAIL_WEB_PORT);
  const commerce = await preparePlatformCommerce(database.databaseUrl, `http://127.0.0.1:${SITE_PORT}/api/commerce/events`, log);
  const env = childEnv({
    ...commerce.siteEnv,
    DATABASE_URL: database.databaseUrl,
    // Production mode (pnpm start) takes MailDev and local disk only when they are named: here they are.
    SMTP_URL: process.env.SMTP_URL ?? mail!.smtpUrl,
    FILES_DIR: filesDir,
    // Made on the first start and kept in .data, so sessions outlive a restart and no two installations share it.
    PAYLOAD_SECRET: keptSecret('PAYLOAD_SECRET'),
    SITE_PORT: String(SITE_PORT),
    // The sites' public address on this machine (links in mail, allowed origins); an operator
    // behind https sets PUBLIC_SITE_PROTOCOL=https and PUBLIC_SITE_PORT= (none) instead.
    PUBLIC_SITE_PROTOCOL: process.env.PUBLIC_SITE_PROTOCOL ?? 'http',
    PUBLIC_SITE_PORT: process.env.PUBLIC_SITE_PORT ?? String(SITE_PORT),
    DISABLE_PAYLOAD_HMR: 'true',
    NEXT_TELEMETRY_DISABLED: '1',
  });

  let stopping = false;
  const supervised: Supervised[] = [];
  const stopAll = async (code: number) => {
    if (stopping) return;
    stopping = true;
    log('Stopping…');
    await Promise.all(supervised.map((server) => server.stop()));
    await mail?.stop();
    await commerce.paymobStub?.stop();
    await database.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => void stopAll(0));
  process.on('SIGTERM', () => void stopAll(0));
  // The commerce service is internal (loopback only) and runs from its build in every mode.
  supervised.push(supervise('commerce', () => startCommerceChild(COMMERCE_PORT, { ...env, ...commerce.serviceEnv }, log), log, () => void stopAll(1)));
  for (const server of servers) {
    supervised.push(supervise(server.name, () => server.start(env, log), log, () => void stopAll(1)));
  }

  await waitForHttp(`http://127.0.0.1:${SITE_PORT}/`, 120_000, { host: `localhost:${SITE_PORT}` });
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  log('');
  log(`Halaqa is up: home page served ${seconds} s after start.`);
  log(`  Demo site      http://localhost:${SITE_PORT}`);
  log(`  Owner          ${DEMO_SITE.ownerEmail} / ${DEMO_SITE.ownerPassword}`);
  log(`  Teacher        ${DEMO_TEACHER.email} / ${DEMO_TEACHER.password}`);
  log(`  Student        ${DEMO_STUDENT.email} / ${DEMO_STUDENT.password}`);
  log(`  Editors' admin http://localhost:${CMS_PORT}/admin (sign in on the site first)`);
  if (mail) log(`  Mail (MailDev) ${mail.webUrl}`);
  log(`  Commerce       Medusa on http://127.0.0.1:${COMMERCE_PORT} (internal)`);
  if (commerce.paymobStub) log(`  Payments       Paymob test double ${commerce.paymobStub.apiUrl}: pay with card ${PAYMOB_TEST_CARD}`);
  log(`  Another site   pnpm halaqa tenant create --domain acme.localhost --name "Acme Academy" --owner-email owner@acme.test --owner-password 'secret1'`);
  log('Press Ctrl-C to stop.');
  return new Promise<number>(() => {});
}
