import { inject } from 'vitest';
import { startBuiltSite, type RunningSite } from './built-site';
import './provided';

export type { RunningSite };

/** The built site for a test file: startBuiltSite with the suite's mail catcher. */
export function startSiteServer(databaseUrl: string, extraEnv: Record<string, string> = {}): Promise<RunningSite> {
  return startBuiltSite(databaseUrl, { SMTP_URL: inject('integration').smtpUrl, ...extraEnv });
}
