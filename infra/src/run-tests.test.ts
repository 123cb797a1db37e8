import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BIN_DIR, REPO_ROOT } from './paths';
import { childEnv } from './processes';

/**
 * `pnpm test` itself (issue #10 item 1): the runner's exit status and summary line follow the
 * tests' results, not the exit code of vitest's process, which a dependency's exit hook can
 * overwrite. Runs the runner on a fixture config in a subprocess; no database is started
 * (DATABASE_URL names a server the fixture never uses).
 */
const artifacts = fs.mkdtempSync(path.join(os.tmpdir(), 'halaqa-runner-'));
afterAll(() => fs.rmSync(artifacts, { recursive: true, force: true }));

function runRunner(fixture: string) {
  const result = spawnSync(path.join(BIN_DIR, 'tsx'), ['infra/src/run-tests.ts', '--config', 'infra/src/testing/runner-fixture/vitest.config.ts'], {
    cwd: REPO_ROOT,
    env: childEnv({ RUNNER_FIXTURE: fixture, TEST_ARTIFACTS_DIR: artifacts, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/unused' }),
    encoding: 'utf8',
    timeout: 60_000,
  });
  const lines = result.stdout.trim().split('\n');
  return { status: result.status, lastLine: lines.at(-1), summaryFile: fs.readFileSync(path.join(artifacts, 'summary.txt'), 'utf8').trim() };
}

describe('the test runner', () => {
  it('exits non-zero with "1 passed, 1 failed" when a test fails, even if vitest exits 0', () => {
    const run = runRunner('exit-zero');
    expect(run.lastLine).toBe('1 passed, 1 failed');
    expect(run.summaryFile).toBe('1 passed, 1 failed');
    expect(run.status).not.toBe(0);
  }, 60_000);

  it('exits non-zero and counts a failure when vitest ends without a report', () => {
    const run = runRunner('no-report');
    expect(run.lastLine).toBe('0 passed, 1 failed');
    expect(run.status).not.toBe(0);
  }, 60_000);
});
