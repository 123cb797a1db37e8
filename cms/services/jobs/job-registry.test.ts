import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A job is worked only if it is in the registry (job-registry.ts): one defined and left out would
 * be sent and wait in its queue for ever. This reads every cms source file (tests aside) for the
 * definitions it makes and holds them to the registry's list.
 */
const CMS_DIR = fileURLToPath(new URL('../../', import.meta.url));
const DEFINING_MODULE = 'services/jobs/job-queue.ts';

/** `defineJob<…>('name'` or `defineScheduledJob('name'`; a call whose name is not a literal is reported as such. */
const DEFINITION = /\bdefine(?:Scheduled)?Job\b(?:<[^(]*?>)?\s*\(\s*(?:'([^']+)'|(\S))/g;

function definedNames(): { names: string[]; unnamed: string[] } {
  const names: string[] = [];
  const unnamed: string[] = [];
  for (const file of fs.readdirSync(CMS_DIR, { recursive: true, encoding: 'utf8' }).sort()) {
    const relative = file.split(path.sep).join('/');
    if (!relative.endsWith('.ts') || relative.includes('node_modules/') || /\.(test|spec)\.ts$/.test(relative) || relative === DEFINING_MODULE) continue;
    const source = fs.readFileSync(path.join(CMS_DIR, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
    for (const match of source.matchAll(DEFINITION)) {
      if (match[1]) names.push(match[1]);
      else unnamed.push(relative);
    }
  }
  return { names, unnamed };
}

describe('the job registry', () => {
  it('finds the definitions it looks for', () => {
    const source = `const a = defineJob<{ id: string }>('mail', s, h); const b = defineScheduledJob('tick', '* * * * *', s, h); defineJob(name, s, h);`;
    expect([...source.matchAll(DEFINITION)].map((match) => match[1] ?? 'unnamed')).toEqual(['mail', 'tick', 'unnamed']);
  });

  it('lists every job defined in cms, each once', async () => {
    const { JOBS } = await import('./job-registry');
    const listed = JOBS.map((job) => job.name);
    const { names, unnamed } = definedNames();
    expect(unnamed, 'Name a job with a string literal, so this test can find it').toEqual([]);
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => !listed.includes(name)), 'Defined but not in JOBS (cms/services/jobs/job-registry.ts): never worked').toEqual([]);
    expect(new Set(listed).size, 'A job listed twice').toBe(listed.length);
    // Importing the registry loads every feature that defines a job (and Payload's modules with them).
  }, 60_000);
});
