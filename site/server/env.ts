import { z } from 'zod';
import { parseCmsEnv, type CmsEnv } from '@halaqa/cms/env';
import { parseCommerceSettings, type CommerceSettings } from '@halaqa/cms/services/commerce/commerce-settings';
import { platformDetails } from '@halaqa/shared/platform-details';
import { parseTrustedProxies, type TrustedProxies } from './client-address';
import { environmentProblems } from '@halaqa/shared/environment-problems';

/**
 * The site server's environment, checked once before it listens (server/start-site.ts), so a
 * missing or wrong variable stops the process at start with its name instead of failing a
 * request later: the cms's (database, secret, mail, files, public origin; production's rules in
 * cms/env.ts), the commerce service's, the platform's receipt details, and the site's own.
 */
export interface SiteEnv {
  /** Where the server listens: HOST (127.0.0.1) and PORT (4321). */
  listen: { host: string; port: number };
  trustedProxies: TrustedProxies;
  cms: CmsEnv;
  /** Null when the site sells nothing (no COMMERCE_* set). */
  commerce: CommerceSettings | null;
}

const unsetWhenEmpty = (value: unknown) => (value === '' ? undefined : value);

const ZSiteOwnEnv = z.object({
  HOST: z.preprocess(unsetWhenEmpty, z.string().default('127.0.0.1')),
  PORT: z.preprocess(unsetWhenEmpty, z.coerce.number({ error: 'PORT must be a port number' }).int().min(1).max(65535).default(4321)),
});

/** Runs every check, so one start names every problem, not only the first. */
function collecting(problems: string[]) {
  return <T>(check: () => T): T | undefined => {
    try {
      return check();
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
      return undefined;
    }
  };
}

/** The site's settings from `source` (production's rules when its NODE_ENV says so), or an error naming every bad variable. */
export function parseSiteEnv(source: Record<string, string | undefined>): SiteEnv {
  const problems: string[] = [];
  const attempt = collecting(problems);
  const own = ZSiteOwnEnv.safeParse(source);
  if (!own.success) problems.push(environmentProblems('Invalid environment for the site', own.error));
  const trustedProxies = attempt(() => parseTrustedProxies(source.TRUSTED_PROXIES));
  const cms = attempt(() => parseCmsEnv(source));
  const commerce = attempt(() => parseCommerceSettings(source));
  attempt(() => platformDetails(source));
  if (problems.length > 0 || !own.success) throw new Error(problems.join('\n'));
  return { listen: { host: own.data.HOST, port: own.data.PORT }, trustedProxies: trustedProxies!, cms: cms!, commerce: commerce ?? null };
}

let cached: SiteEnv | undefined;

/** The site's settings from process.env, read once; an error naming every bad variable. */
export function siteEnv(): SiteEnv {
  cached ??= parseSiteEnv(process.env);
  return cached;
}
