/**
 * The Chromium the site prints PDFs with and the journeys drive: Debian's `chromium-headless-shell`
 * package, the browser without its desktop parts (what Playwright itself runs for headless work).
 * Loading the same pages, it used 37 % of the CPU of the full `chromium` in new-headless mode
 * (docs/decisions/testing.md, "The headless shell"). `CHROMIUM_PATH` names any other Chromium
 * binary.
 */
const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium-headless-shell';

/** The Debian package that installs DEFAULT_CHROMIUM_PATH. */
export const CHROMIUM_PACKAGE = 'chromium-headless-shell';

export function chromiumPath(env: Record<string, string | undefined>): string {
  return env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH;
}
