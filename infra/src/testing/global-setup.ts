import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import { ensureBuilt, runBuild, SITE_BUILD } from '../builds';
import { CLI_BUILD, CLI_LAUNCHER } from '../cli-build';
import { COMMERCE_BUILD, migrateCommerce } from '../commerce/commerce-service';
import { dropDatabase, ensureDatabase, withDatabase } from '../database/database-url';
import { startMailDev } from '../mail/maildev';
import { BIN_DIR, REPO_ROOT } from '../paths';
import { childEnv } from '../processes';
import { buildAdmin } from './admin-server';
import { freePort } from './free-port';
import { createTenantWithCli } from './tenant-cli';
import { ACME, OTHER } from './test-sites';
import './provided';

const run = promisify(execFile);

/**
 * Whether this run's files include one that `needs` names (by its path from the repository): the
 * runner's own command-line filters (the words after `vitest run` that are not options) narrowed
 * to this project's files.
 */
async function runIncludes(project: TestProject, needs: (file: string) => boolean): Promise<boolean> {
  const filters = process.argv.slice(3).filter((argument) => !argument.startsWith('-'));
  const { testFiles } = await project.globTestFiles(filters);
  return testFiles.some((file) => needs(path.relative(REPO_ROOT, file)));
}

/** The files that start the editors' admin: its journeys (e2e/support/admin.ts) and Payload's REST API tests. */
const ADMIN_JOURNEYS = new Set(['admin.e2e.ts', 'admin-records.e2e.ts'].map((name) => path.join('e2e', name)));
const startsAdmin = (file: string) => ADMIN_JOURNEYS.has(file) || file.startsWith(`cms${path.sep}tests${path.sep}`);

/**
 * Once per integration run: build the site, the command line, the commerce service and (when a
 * file needs it) the admin; make the template databases on the PostgreSQL server the runner
 * started (TEST_POSTGRES_URL); start MailDev. Nothing here depends on anything a developer
 * started by hand.
 *
 * Three chains that share nothing run side by side (the builds write to different folders, the
 * databases have different names): on a fresh checkout they took 104 s one after the other, the
 * admin's build alone 60 s, and no file runs until they are done.
 */
export default async function setup(project: TestProject) {
  // The runner (infra/src/run-tests.ts) owns PostgreSQL: see there why it is not started here.
  const serverUrl = process.env.TEST_POSTGRES_URL;
  if (!serverUrl) throw new Error('TEST_POSTGRES_URL is not set: run the tests with `pnpm test`, which starts PostgreSQL for them.');
  const templateDatabase = `halaqa_template_${process.pid}`;
  const twoSitesTemplateDatabase = `halaqa_two_sites_template_${process.pid}`;
  const commerceTemplateDatabase = `halaqa_commerce_template_${process.pid}`;
  const templateUrl = withDatabase(serverUrl, templateDatabase);
  const twoSitesTemplateUrl = withDatabase(serverUrl, twoSitesTemplateDatabase);
  const commerceTemplateUrl = withDatabase(serverUrl, commerceTemplateDatabase);

  const siteAndItsDatabases = async () => {
    // Always built anew, so the suite tests the code as it is; the stamp lets `pnpm start` reuse it.
    await runBuild(SITE_BUILD, () => {});
    // The command line's bundle, before files run it side by side (each would build a stale one).
    await ensureBuilt(CLI_BUILD, () => {});
    await ensureDatabase(templateUrl);
    await run(path.join(BIN_DIR, 'tsx'), [CLI_LAUNCHER, 'migrate'], {
      cwd: REPO_ROOT,
      env: childEnv({ DATABASE_URL: templateUrl }),
    });
    // The two sites most files start with (two-sites.ts), made once as a file would make them.
    await ensureDatabase(twoSitesTemplateUrl, templateDatabase);
    for (const site of [ACME, OTHER]) await createTenantWithCli(twoSitesTemplateUrl, site);
  };

  const commerceAndItsDatabase = async () => {
    // The commerce service's build is reused while its inputs are unchanged (it takes ~15 s).
    await ensureBuilt(COMMERCE_BUILD, () => {});
    await ensureDatabase(commerceTemplateUrl);
    const migrationLog: string[] = [];
    await migrateCommerce({ COMMERCE_DATABASE_URL: commerceTemplateUrl }, (line) => migrationLog.push(line)).catch((error: unknown) => {
      throw new Error(`Medusa's migrations failed:\n${migrationLog.slice(-30).join('\n')}`, { cause: error });
    });
  };

  // The editors' admin (a minute to build) is built here, before any file runs, when the run
  // includes a file that needs it: built inside that file, it slowed the file running beside it,
  // and two such files building at once made one build fail.
  const adminWhenNeeded = async () => {
    if (await runIncludes(project, startsAdmin)) await buildAdmin();
  };

  await Promise.all([siteAndItsDatabases(), commerceAndItsDatabase(), adminWhenNeeded()]);

  const mail = await startMailDev(await freePort(), await freePort());
  project.provide('integration', { postgresServerUrl: serverUrl, templateDatabase, twoSitesTemplateDatabase, commerceTemplateDatabase, smtpUrl: mail.smtpUrl, mailApiUrl: mail.webUrl });

  return async () => {
    await mail.stop();
    await dropDatabase(twoSitesTemplateUrl).catch(() => {});
    await dropDatabase(templateUrl).catch(() => {});
    await dropDatabase(commerceTemplateUrl).catch(() => {});
  };
}
