import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SEVERAL_USE_CASES } from './use-cases-not-yet-split';

/**
 * One exported use case per file (ARCHITECTURE.md "Layout"; STYLE.md, from Documenso). What this
 * holds: a use case is a service function the site calls — an endpoint, a page, site/server —
 * so it counts, for every file under cms/services, the distinct functions the site imports from
 * it. A file may give the site one; the files listed in use-cases-not-yet-split.ts may give it
 * at most as many as listed, and that list only shrinks. Helpers a room's use cases share (a
 * scope check, a view of a row) may sit together in one file: the site does not call them.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SITE = path.join(ROOT, 'site');

/** Names imported at run time from each cms/services module, by path relative to cms/services. */
function siteCalls(sources: Iterable<string>): Map<string, Set<string>> {
  const calls = new Map<string, Set<string>>();
  for (const source of sources) {
    for (const match of source.matchAll(/^\s*import\s+(type\s+)?\{([^}]*)\}\s+from\s+'@halaqa\/cms\/services\/([^']+)';/gm)) {
      const [, typeOnly, bindings, module] = match;
      if (typeOnly) continue;
      for (const binding of bindings!.split(',')) {
        const name = binding.trim().split(/\s+as\s+/)[0]!;
        if (!name || name.startsWith('type ') || /^[A-Z_]+$/.test(name)) continue; // types and constants are not use cases
        const names = calls.get(`${module}.ts`) ?? new Set<string>();
        names.add(name);
        calls.set(`${module}.ts`, names);
      }
    }
  }
  return calls;
}

function siteSources(): string[] {
  return fs
    .readdirSync(SITE, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx|astro)$/.test(file) && !/\.(test|spec)\.tsx?$/.test(file) && !file.split(path.sep).includes('node_modules'))
    .map((file) => fs.readFileSync(path.join(SITE, file), 'utf8'));
}

describe('use cases per service file', () => {
  it('counts the functions the site imports, not types, constants or type-only imports', () => {
    const calls = siteCalls([
      "import { listTopics, type TTopic, MAX_FILE_BYTES } from '@halaqa/cms/services/courses/forum';",
      "import type { Actor } from '@halaqa/cms/services/users/actor';",
      "  import { getTopic as topic } from '@halaqa/cms/services/courses/forum';",
    ]);
    expect([...calls.entries()].map(([file, names]) => [file, [...names]])).toEqual([['courses/forum.ts', ['listTopics', 'getTopic']]]);
  });

  it('is one per file, except in files listed as not yet split (at most as many as listed)', () => {
    const over = [...siteCalls(siteSources()).entries()]
      .filter(([file, names]) => names.size > (SEVERAL_USE_CASES[file] ?? 1))
      .map(([file, names]) => `${file}: ${[...names].sort().join(', ')}`);
    expect(over, 'Give each use case the site calls a file of its own, named for it (verb-noun)').toEqual([]);
  });

  it('lists only files that still hold several (lower the number or remove the file as they are split)', () => {
    const calls = siteCalls(siteSources());
    const stale = Object.entries(SEVERAL_USE_CASES).filter(([file, allowed]) => (calls.get(file)?.size ?? 0) < allowed);
    expect(Object.fromEntries(stale)).toEqual({});
  });
});
