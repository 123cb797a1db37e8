import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { TPlan } from '@halaqa/shared/plans';
import { CLI_LAUNCHER } from '../cli-build';
import { BIN_DIR, REPO_ROOT } from '../paths';
import { childEnv } from '../processes';

const run = promisify(execFile);

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `pnpm halaqa …` as a user would (its launcher, on the workspace's Node) against a database. */
export async function halaqaCli(args: string[], databaseUrl: string): Promise<CliResult> {
  try {
    const { stdout, stderr } = await run(path.join(BIN_DIR, 'tsx'), [CLI_LAUNCHER, ...args], {
      cwd: REPO_ROOT,
      env: childEnv({ DATABASE_URL: databaseUrl }),
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof failed.code === 'number' ? failed.code : 1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

export interface TestTenant {
  domain: string;
  name: string;
  ownerEmail: string;
  ownerPassword: string;
  /** The site's platform plan; `halaqa tenant create` makes free sites when it is left out. */
  plan?: TPlan;
}

export async function createTenantWithCli(databaseUrl: string, tenant: TestTenant): Promise<void> {
  const result = await halaqaCli(
    ['tenant', 'create', '--domain', tenant.domain, '--name', tenant.name, '--owner-email', tenant.ownerEmail, '--owner-password', tenant.ownerPassword, ...(tenant.plan ? ['--plan', tenant.plan] : [])],
    databaseUrl,
  );
  if (result.code !== 0) throw new Error(`tenant create failed (${result.code}): ${result.stderr || result.stdout}`);
}
