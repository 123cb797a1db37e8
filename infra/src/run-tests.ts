import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { BIN_DIR, REPO_ROOT } from './paths';
import { childEnv } from './processes';

/**
 * `pnpm test`: every suite (unit, API, Playwright journeys) in one vitest run, then the one
 * closing line CI reads: `N passed, N failed`. Extra arguments go to vitest (e.g. a file filter).
 */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian packages the tests use: Chromium for the journeys (and the certificate PDFs), and
 * poppler-utils, whose pdftoppm and pdftotext read those PDFs back. A fresh machine (where we
 * are root) gets the missing ones from apt.
 */
function ensureDebianTools(): void {
  const missing = [
    ...(fs.existsSync(CHROMIUM_PATH) ? [] : ['chromium']),
    ...(fs.existsSync('/usr/bin/pdftoppm') && fs.existsSync('/usr/bin/pdftotext') ? [] : ['poppler-utils']),
  ];
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    console.error(`Missing for the tests: ${missing.join(', ')}. Install with 'sudo apt-get install -y ${missing.join(' ')}'${missing.includes('chromium') ? ' or set CHROMIUM_PATH' : ''}.`);
    process.exit(1);
  }
  console.log(`Installing ${missing.join(' and ')} from Debian for the tests (about a minute)…`);
  const install = spawnSync('sh', ['-c', `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`], { stdio: 'inherit' });
  if (install.status !== 0) process.exit(1);
}

ensureDebianTools();

const reportFile = path.join(REPO_ROOT, '.test-artifacts', 'vitest.json');
fs.mkdirSync(path.dirname(reportFile), { recursive: true });
fs.rmSync(reportFile, { force: true });

const child = spawn(
  path.join(BIN_DIR, 'vitest'),
  ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`, ...process.argv.slice(2)],
  { cwd: REPO_ROOT, env: childEnv({}), stdio: 'inherit' },
);

child.on('exit', (code) => {
  let passed = 0;
  let failed = 0;
  if (fs.existsSync(reportFile)) {
    const report = JSON.parse(fs.readFileSync(reportFile, 'utf8')) as { numPassedTests: number; numFailedTests: number; numTotalTests: number; numPendingTests: number; numTodoTests: number };
    passed = report.numPassedTests;
    failed = report.numFailedTests;
  }
  // A run that crashed before reporting counts as a failure, never as "0 failed".
  if (code !== 0 && failed === 0) failed = 1;
  const summary = `${passed} passed, ${failed} failed`;
  fs.writeFileSync(path.join(path.dirname(reportFile), 'summary.txt'), `${summary}\n`);
  console.log(summary);
  process.exit(code ?? 1);
});
