import { createHash } from 'node:crypto';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from './paths';

/**
 * A build is reused while the sources it was made from are unchanged: a content hash of those
 * folders is written beside the build output and compared before building again. Content, not
 * modification times, so a checkout or a touch that changes nothing does not rebuild.
 */

/** Generated or installed folders and files, and tests: none of them is a source of a build. */
const SKIPPED = new Set(['node_modules', '.next', 'dist', '.astro', '.turbo', 'tests', 'next-env.d.ts']);
const isTest = (name: string) => /\.(test|int\.spec)\.tsx?$/.test(name);

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries
      .filter((entry) => !SKIPPED.has(entry.name) && !isTest(entry.name))
      .map((entry) => {
        const full = path.join(folder, entry.name);
        return entry.isDirectory() ? filesUnder(full) : entry.isFile() ? Promise.resolve([full]) : Promise.resolve([]);
      }),
  );
  return nested.flat();
}

/** SHA-256 over the path and bytes of every file under `folders` (relative to the repository). */
export async function sourceHash(folders: string[]): Promise<string> {
  const hash = createHash('sha256');
  const files = (await Promise.all(folders.map((folder) => filesUnder(path.join(REPO_ROOT, folder))))).flat().sort();
  for (const file of files) {
    hash.update(path.relative(REPO_ROOT, file));
    hash.update('\0');
    hash.update(await readFile(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/**
 * Runs `build` unless `stampFile` holds the current hash of `folders`, then records it. A failed
 * build leaves the old stamp out of date, so the next call builds again.
 */
export async function buildUnlessFresh(stampFile: string, folders: string[], build: () => Promise<void>): Promise<'built' | 'fresh'> {
  const current = await sourceHash(folders);
  const stamped = await readFile(stampFile, 'utf8').catch(() => '');
  if (stamped.trim() === current) return 'fresh';
  await build();
  await writeFile(stampFile, `${current}\n`);
  return 'built';
}
