import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './paths';

/**
 * The lint of the gate (eslint.config.js) enforces what shared/ARCHITECTURE.md says about
 * dependencies: these cases break each rule once, so a change of the config that stops a rule
 * from biting fails here rather than going unnoticed.
 */

const eslint = new ESLint({ cwd: REPO_ROOT });

/** The rules that fired on `code` as if it were the file at `filePath` (relative to the root). */
async function rulesFiredOn(filePath: string, code: string): Promise<Array<string | null>> {
  const [result] = await eslint.lintText(code, { filePath: path.join(REPO_ROOT, filePath) });
  return result!.messages.map((message) => message.ruleId);
}

// ESLint resolves imports across the workspace (import-x): seconds per case on a busy
// two-core machine, so the default 5 s timeout failed it when the suite shared the cores.
describe('the lint', { timeout: 60_000 }, () => {
  it('refuses payload in the site, even for a type', async () => {
    expect(await rulesFiredOn('site/server/lint-probe.ts', "import type { Payload } from 'payload';\nexport type P = Payload;\n")).toEqual([
      '@typescript-eslint/no-restricted-imports',
    ]);
    expect(await rulesFiredOn('site/server/lint-probe.ts', "export type P = import('@payloadcms/db-postgres').PostgresAdapter;\n")).toEqual([
      'no-restricted-syntax',
    ]);
  });

  it('refuses drizzle in a site page', async () => {
    expect(await rulesFiredOn('site/pages/lint-probe.astro', "---\nimport { sql } from 'drizzle-orm';\n---\n<p>{String(sql)}</p>\n")).toEqual([
      '@typescript-eslint/no-restricted-imports',
    ]);
  });

  it('refuses anything of ours in shared/, by alias or by relative path', async () => {
    expect(await rulesFiredOn('shared/src/lint-probe.ts', "import { idOf } from '@halaqa/cms/services/context';\nexport const probe = idOf;\n")).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await rulesFiredOn('shared/src/lint-probe.ts', "import { REPO_ROOT } from '../../infra/src/paths';\nexport const probe = REPO_ROOT;\n")).toEqual([
      'import-x/no-restricted-paths',
    ]);
  });

  it('refuses I/O in shared/', async () => {
    expect(await rulesFiredOn('shared/src/lint-probe.ts', "import { readFileSync } from 'node:fs';\nexport const probe = readFileSync;\n")).toEqual([
      '@typescript-eslint/no-restricted-imports',
    ]);
  });

  it('finds an import cycle', async () => {
    // The repository's lint ignores the fixtures (they break the rule on purpose); linted here on their own.
    const fixtures = new ESLint({ cwd: REPO_ROOT, ignore: false });
    const results = await fixtures.lintFiles(['infra/src/lint-fixtures/cycle-a.ts', 'infra/src/lint-fixtures/cycle-b.ts']);
    expect(results.map((result) => [path.basename(result.filePath), result.messages.map((message) => message.ruleId)])).toEqual([
      ['cycle-a.ts', ['import-x/no-cycle']],
      ['cycle-b.ts', ['import-x/no-cycle']],
    ]);
  });

  it('passes code that keeps the rules', async () => {
    expect(await rulesFiredOn('site/server/lint-probe.ts', "import { listMaterials } from '@halaqa/cms/services/courses/lessons/list-materials';\nexport const probe = listMaterials;\n")).toEqual([]);
    expect(await rulesFiredOn('shared/src/lint-probe.ts', "import { z } from 'zod';\nimport { AppErrorCode } from './errors';\nexport const probe = z.enum([AppErrorCode.NOT_FOUND]);\n")).toEqual([]);
  });
});
