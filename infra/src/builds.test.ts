import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { inputsHash, isUpToDate, runBuild, SITE_BUILD, type Build } from './builds';
import { REPO_ROOT } from './paths';

/** The build stamp `pnpm start` decides with whether to rebuild (issue #10 item 3). */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'halaqa-build-inputs-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const build: Build = { ...SITE_BUILD, inputs: [path.relative(REPO_ROOT, dir)] };
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), text);
};

describe('inputsHash', () => {
  it('changes with any source file, and not with tests, dependencies or outputs', () => {
    write('pages/index.astro', '<h1>Home</h1>');
    const before = inputsHash(build);
    expect(inputsHash(build)).toBe(before);

    for (const [file, text] of [['pages/index.test.ts', 'test'], ['tests/a.int.spec.ts', 'test'], ['node_modules/x/index.js', 'x'], ['.next/out.js', 'x'], ['next-env.d.ts', 'x']]) {
      write(file!, text!);
    }
    expect(inputsHash(build)).toBe(before);

    write('pages/index.astro', '<h1>Home!</h1>');
    expect(inputsHash(build)).not.toBe(before);
    write('pages/index.astro', '<h1>Home</h1>');
    write('pages/about.astro', '');
    expect(inputsHash(build)).not.toBe(before);
  });
});

describe('isUpToDate', () => {
  it('holds after a build until an input changes, as the command line\'s launcher decides with', async () => {
    const output = fs.mkdtempSync(path.join(os.tmpdir(), 'halaqa-build-output-'));
    onTestFinished(() => fs.rmSync(output, { recursive: true, force: true }));
    const stamped: Build = { ...build, outputDir: output, command: 'true', args: [], cwd: output, env: {} };
    write('pages/index.astro', '<h1>Home</h1>');
    expect(isUpToDate(stamped)).toBe(false);

    await runBuild(stamped, () => {});
    expect(isUpToDate(stamped)).toBe(true);

    write('pages/index.astro', '<h1>Welcome</h1>');
    expect(isUpToDate(stamped)).toBe(false);
  });
});
