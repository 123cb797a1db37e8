import { describe, expect, it } from 'vitest';
import { chromiumNeed, installDecision, missingPackages, type DebianNeed } from './debian-packages';

/** Issue #40: `pnpm test` and `pnpm start` decide alike what to install, and what to say when they cannot. */
const POPPLER: DebianNeed = { package: 'poppler-utils', files: ['/usr/bin/pdftoppm', '/usr/bin/pdftotext'] };
const CHROMIUM = chromiumNeed({});
const present = (...files: string[]) => (file: string) => files.includes(file);

describe('the Debian packages a command needs', () => {
  it('are missing when any of their files is', () => {
    expect(missingPackages([CHROMIUM, POPPLER], present('/usr/bin/chromium-headless-shell', '/usr/bin/pdftoppm'))).toEqual([POPPLER]);
    expect(missingPackages([CHROMIUM, POPPLER], present('/usr/bin/chromium-headless-shell', '/usr/bin/pdftoppm', '/usr/bin/pdftotext'))).toEqual([]);
  });

  it('look for Chromium where CHROMIUM_PATH says', () => {
    expect(chromiumNeed({ CHROMIUM_PATH: '/opt/chrome/headless_shell' }).files).toEqual(['/opt/chrome/headless_shell']);
    expect(CHROMIUM).toMatchObject({ package: 'chromium-headless-shell', files: ['/usr/bin/chromium-headless-shell'] });
  });

  it.each([
    ['nothing missing, root', [], true, { kind: 'nothing' }],
    ['nothing missing, not root', [], false, { kind: 'nothing' }],
    ['missing, root: apt installs them', [CHROMIUM, POPPLER], true, { kind: 'install', packages: ['chromium-headless-shell', 'poppler-utils'] }],
    [
      'missing, not root: one line saying what to install',
      [CHROMIUM, POPPLER],
      false,
      {
        kind: 'advise',
        packages: ['chromium-headless-shell', 'poppler-utils'],
        advice: "Missing for the tests: chromium-headless-shell, poppler-utils. Install with 'sudo apt-get install -y chromium-headless-shell poppler-utils' or set CHROMIUM_PATH.",
      },
    ],
    ['missing without another way, not root', [POPPLER], false, { kind: 'advise', packages: ['poppler-utils'], advice: "Missing for the tests: poppler-utils. Install with 'sudo apt-get install -y poppler-utils'." }],
  ] as const)('%s', (_case, missing, isRoot, decision) => {
    expect(installDecision([...missing], isRoot, 'the tests')).toEqual(decision);
  });
});
