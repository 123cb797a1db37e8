import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { BIN_DIR, CMS_DIR, REPO_ROOT } from './paths';
import { childEnv, runToCompletion } from './processes';

/**
 * The production builds `pnpm start` runs (the site's `astro build` in dist/, the admin's
 * `next build` in cms/.next), each with a stamp beside its output: a hash of every input file.
 * A build whose stamp matches the inputs now is reused; a missing or different one is rebuilt.
 */
export interface Build {
  name: string;
  /** Folders and files (relative to the repository root) whose content the build depends on. */
  inputs: string[];
  outputDir: string;
  command: string;
  args: string[];
  cwd: string;
  env: Record<string, string>;
}

const STAMP_FILE = '.halaqa-build-stamp';
/** Not inputs: dependencies (the lockfile stands for them), outputs, generated files and tests. */
const SKIPPED_DIRS = new Set(['node_modules', '.next', 'dist', '.astro', 'tests']);
const SKIPPED_FILE = /(\.test\.tsx?|\.int\.spec\.ts|\.e2e\.ts)$|^next-env\.d\.ts$|^tsconfig\.tsbuildinfo$/;

export const SITE_BUILD: Build = {
  name: 'site',
  inputs: ['site', 'shared', 'cms', 'astro.config.mjs', 'package.json', 'pnpm-lock.yaml', 'tsconfig.json', 'tsconfig.base.json'],
  outputDir: path.join(REPO_ROOT, 'dist'),
  command: path.join(BIN_DIR, 'astro'),
  args: ['build'],
  cwd: REPO_ROOT,
  // vitest and some shells set NODE_ENV=test, which would make Vite build React's development JSX runtime.
  env: { NODE_ENV: 'production' },
};

export const ADMIN_BUILD: Build = {
  name: "editors' admin",
  inputs: ['cms', 'shared', 'pnpm-lock.yaml'],
  outputDir: path.join(CMS_DIR, '.next'),
  command: path.join(BIN_DIR, 'next'),
  args: ['build'],
  cwd: CMS_DIR,
  // The build imports the Payload config, which validates its environment as production's; it
  // neither connects to the database, signs, mails nor stores anything, so placeholders do.
  env: {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://build@127.0.0.1:1/build',
    PAYLOAD_SECRET: 'build-time-placeholder-never-used-to-sign-anything',
    SMTP_URL: 'smtp://build.invalid:25',
    FILES_DIR: '/nonexistent/build-time-placeholder',
    PUBLIC_SITE_PROTOCOL: 'https',
    NEXT_TELEMETRY_DISABLED: '1',
  },
};

function addFiles(hash: ReturnType<typeof createHash>, relative: string): void {
  const absolute = path.join(REPO_ROOT, relative);
  const stat = fs.statSync(absolute, { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isDirectory()) {
    for (const entry of fs.readdirSync(absolute).sort()) {
      if (SKIPPED_DIRS.has(entry) || SKIPPED_FILE.test(entry)) continue;
      addFiles(hash, path.join(relative, entry));
    }
    return;
  }
  hash.update(`${relative}\0${stat.size}\0`);
  hash.update(fs.readFileSync(absolute));
}

/** The hash of a build's inputs as they are now. */
export function inputsHash(build: Build): string {
  const hash = createHash('sha256');
  for (const input of build.inputs) addFiles(hash, input);
  return hash.digest('hex');
}

const stampPath = (build: Build) => path.join(build.outputDir, STAMP_FILE);

function readStamp(build: Build): string | null {
  try {
    return fs.readFileSync(stampPath(build), 'utf8').trim();
  } catch {
    return null;
  }
}

/** Builds, then stamps the output with the inputs' hash; says what it built and how long it took. */
export async function runBuild(build: Build, log: (line: string) => void): Promise<void> {
  const started = performance.now();
  log(`Building the ${build.name} (${path.basename(build.command)} ${build.args.join(' ')})…`);
  const output: string[] = [];
  try {
    await runToCompletion(build.command, build.args, { cwd: build.cwd, env: childEnv(build.env), onOutput: (line) => output.push(line) });
  } catch (error) {
    log(output.join('\n'));
    throw error;
  }
  // Hashed after the build: a file the build itself writes (Next.js does) must not make it stale.
  fs.writeFileSync(stampPath(build), `${inputsHash(build)}\n`);
  log(`Built the ${build.name} in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}

/** Whether the output was built from the inputs as they are now. */
export function isUpToDate(build: Build): boolean {
  return readStamp(build) === inputsHash(build);
}

/** Builds when the output is missing or older than its inputs; otherwise reuses it. */
export async function ensureBuilt(build: Build, log: (line: string) => void): Promise<void> {
  if (isUpToDate(build)) {
    log(`The ${build.name} build is up to date.`);
    return;
  }
  await runBuild(build, log);
}
