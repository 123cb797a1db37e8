import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Server code logs through the platform's logger (platform-log.ts) or the request's child
 * (context.ts `log`), so every line is JSON with its level, and a request's lines carry its id,
 * tenant and user. console.* would write around it: unstructured, unlevelled, unfindable.
 */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SERVER_CODE = ['cms', 'site/server', 'site/pages', 'site/middleware.ts', 'commerce/src'];

/** Where console stays, and why. */
const ALLOWED: Readonly<Record<string, string>> = {
  // The last resort of an error with no request log around it; the module must stay free of imports (Node and the bundle share it).
  'site/server/request-context.ts': 'console.error(error)',
};

function serverFiles(): string[] {
  return SERVER_CODE.flatMap((entry) => {
    const full = path.join(ROOT, entry);
    if (fs.statSync(full).isFile()) return [entry];
    return fs
      .readdirSync(full, { recursive: true, encoding: 'utf8' })
      .map((file) => path.join(entry, file))
      .filter((file) => /\.(ts|tsx)$/.test(file) && !/\.(test|spec|fixture)\.tsx?$/.test(file))
      .filter((file) => !file.split(path.sep).some((part) => ['node_modules', 'tests', 'migrations', 'scripts', '.medusa'].includes(part)));
  });
}

describe('server code logs through the logger', () => {
  it('has no console.* outside the listed places', () => {
    const found = serverFiles().flatMap((file) =>
      fs
        .readFileSync(path.join(ROOT, file), 'utf8')
        .split('\n')
        .flatMap((line, index) => (/\bconsole\.(log|info|warn|error|debug)\(/.test(line) && !(ALLOWED[file] && line.includes(ALLOWED[file])) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(found, 'Log with logOf(ctx), requestLogger() or platformLog instead').toEqual([]);
  });
});
