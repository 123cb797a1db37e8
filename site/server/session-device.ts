import { UAParser } from 'ua-parser-js';

/** A session's device as people name it: the browser and the system it runs on ("Chrome", "Android"). */
export interface SessionDevice {
  browser: string | null;
  os: string | null;
}

/**
 * Read from the stored user agent by ua-parser-js (v1, MIT; see
 * docs/decisions/accounts-and-sessions.md) on the server, so the profile page's script does not
 * carry the parser. Unknown parts are null.
 */
export function sessionDeviceOf(userAgent: string): SessionDevice {
  if (!userAgent) return { browser: null, os: null };
  const { browser, os } = new UAParser(userAgent).getResult();
  return { browser: browser.name ?? null, os: os.name ?? null };
}
