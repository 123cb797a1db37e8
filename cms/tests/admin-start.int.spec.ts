import path from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { BIN_DIR, CMS_DIR } from '@halaqa/infra/paths';
import { childEnv, startChild } from '@halaqa/infra/processes';
import { buildAdmin } from '@halaqa/infra/testing/admin-server';
import { freePort } from '@halaqa/infra/testing/free-port';
import '@halaqa/infra/testing/provided';

/**
 * Issue #16: the editors' admin checks its environment as `next start` boots (cms/instrumentation.ts),
 * not when an editor opens the first page: in production, files on local disk are no silent default.
 */
beforeAll(() => buildAdmin(), 300_000);

describe("the editors' admin in production", () => {
  it('stops at start with exit code 1 when neither FILES_DIR nor S3 is set, naming them', async () => {
    const output: string[] = [];
    const child = startChild(path.join(BIN_DIR, 'next'), ['start', '--port', String(await freePort()), '--hostname', '127.0.0.1'], {
      cwd: CMS_DIR,
      env: childEnv({
        NODE_ENV: 'production',
        // Checked before anything connects: no database is needed.
        DATABASE_URL: 'postgres://unused@127.0.0.1:1/unused',
        PAYLOAD_SECRET: 'integration-tests-secret-of-at-least-32-chars',
        SMTP_URL: inject('integration').smtpUrl,
        PUBLIC_SITE_PROTOCOL: 'http',
        FILES_DIR: undefined,
        NEXT_TELEMETRY_DISABLED: '1',
      }),
      name: 'admin',
      onOutput: (line) => output.push(line),
    });
    const code = await new Promise<number | null>((resolve) => child.process.once('exit', resolve));
    expect(code, output.join('\n')).toBe(1);
    expect(output.join('\n')).toContain("The editors' admin cannot start");
    expect(output.join('\n')).toContain('FILES_DIR: FILES_DIR or the S3 variables are required in production');
  });
});
