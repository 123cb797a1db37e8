import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { CLI_LAUNCHER } from './cli-build';
import { BIN_DIR, CMS_DIR, REPO_ROOT } from './paths';

const run = promisify(execFile);

/**
 * Issue #2: everything runs on the workspace's Node 24 (Node 20 deadlocks Payload's rich-text
 * package). Each program is started through the same shim its script uses, with the machine's
 * PATH (not ours), and a preloaded module reports the Node it got and exits.
 */
const reporter = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'halaqa-node-')), 'report-node.mjs');
fs.writeFileSync(reporter, 'console.log(`node=${process.versions.node}`);\nprocess.exit(0);\n');
const REPORT_NODE = `--import=${reporter}`;

async function nodeVersionOf(executable: string, args: string[], cwd: string): Promise<string> {
  const { stdout } = await run(executable, args, { cwd, env: { ...process.env, NODE_OPTIONS: REPORT_NODE } });
  return /node=(\d+)\./.exec(stdout)?.[1] ?? `no report in: ${stdout}`;
}

describe('the workspace runtime', () => {
  it('runs the test runner on Node 24', () => {
    expect(process.versions.node.split('.')[0]).toBe('24');
  });

  it.each([
    ['the site (astro)', path.join(BIN_DIR, 'astro'), ['--version'], REPO_ROOT],
    ['the cms admin (next)', path.join(CMS_DIR, 'node_modules', '.bin', 'next'), ['--version'], CMS_DIR],
    ['the halaqa CLI (its launcher, then its bundle)', path.join(BIN_DIR, 'tsx'), [CLI_LAUNCHER, 'help'], REPO_ROOT],
    ['the Payload CLI', path.join(CMS_DIR, 'node_modules', '.bin', 'payload'), ['--help'], CMS_DIR],
  ])('runs %s on Node 24', async (_name, executable, args, cwd) => {
    expect(await nodeVersionOf(executable, args, cwd)).toBe('24');
  });
});
