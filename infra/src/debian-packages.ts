import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { CHROMIUM_PACKAGE, chromiumPath } from '@halaqa/shared/chromium-path';

/**
 * Debian packages a command needs on this machine, installed with apt when we are root (a fresh
 * machine or container), as `pnpm test` always did and `pnpm start` now does too: a platform
 * started without Chromium answered its first receipt with "Something went wrong" (issue #40).
 */
export interface DebianNeed {
  package: string;
  /** Files the package provides; any of them absent means it is missing. */
  files: string[];
  /** Another way out than installing, said beside the apt command (e.g. "set CHROMIUM_PATH"). */
  instead?: string;
}

/** The Chromium the site prints receipts and certificates with (and the journeys drive). */
export function chromiumNeed(env: Record<string, string | undefined>): DebianNeed {
  return { package: CHROMIUM_PACKAGE, files: [chromiumPath(env)], instead: 'set CHROMIUM_PATH' };
}

export type InstallDecision =
  | { kind: 'nothing' }
  | { kind: 'install'; packages: string[] }
  /** Not root: apt cannot run; the line says what to install. */
  | { kind: 'advise'; packages: string[]; advice: string };

export function missingPackages(needs: DebianNeed[], exists: (file: string) => boolean = fs.existsSync): DebianNeed[] {
  return needs.filter((need) => !need.files.every(exists));
}

/** What to do about `missing`, for `purpose` ("the tests", "PDFs"): one line of advice when not root. */
export function installDecision(missing: DebianNeed[], isRoot: boolean, purpose: string): InstallDecision {
  if (missing.length === 0) return { kind: 'nothing' };
  const packages = missing.map((need) => need.package);
  if (isRoot) return { kind: 'install', packages };
  const instead = missing.flatMap((need) => (need.instead ? [need.instead] : []));
  const advice = `Missing for ${purpose}: ${packages.join(', ')}. Install with 'sudo apt-get install -y ${packages.join(' ')}'${instead.length > 0 ? ` or ${instead.join(', ')}` : ''}.`;
  return { kind: 'advise', packages, advice };
}

/**
 * Installs what is missing of `needs` (root), or prints the one line saying what to install (not
 * root). True when everything is there afterwards; the caller decides whether to go on without.
 */
export function ensureDebianPackages(needs: DebianNeed[], purpose: string): boolean {
  const decision = installDecision(missingPackages(needs), process.getuid?.() === 0, purpose);
  if (decision.kind === 'nothing') return true;
  if (decision.kind === 'advise') {
    console.error(decision.advice);
    return false;
  }
  console.log(`Installing ${decision.packages.join(' and ')} from Debian for ${purpose} (about a minute)…`);
  const install = spawnSync('sh', ['-c', `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${decision.packages.join(' ')}`], { stdio: 'inherit' });
  return install.status === 0;
}
