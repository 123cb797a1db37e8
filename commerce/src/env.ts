import { z } from 'zod';
import { halfConfigurationOf } from '@halaqa/shared/half-configuration';
import { placeholderProblems } from '@halaqa/shared/deploy-placeholders';
import { parsePaymobSettings, PAYMOB_VARIABLES, type PaymobSettings } from './modules/paymob/paymob-settings';

/**
 * The commerce service's environment, checked by medusa-config.ts when Medusa starts to serve
 * (`medusa start`; building and migrating load the same file and need none of it), so a missing
 * or wrong variable stops it at start with its name (issue #16).
 *
 * Always: its database and the key of Halaqa's routes (which also signs Medusa's own tokens). The
 * site's event endpoint and its secret go together. In production (NODE_ENV=production) they and
 * Paymob's account are required: without the events a paid order would reach the site only by
 * the buyer's return, and without Paymob nothing can be paid. Nor may a secret there be a
 * placeholder that infra/deploy ships (shared/src/deploy-placeholders.ts): refused by name.
 */
const EVENT_VARIABLES = ['COMMERCE_EVENTS_URL', 'COMMERCE_WEBHOOK_SECRET'] as const;
/** The service's secrets (its database URL's password included), which production refuses as deploy placeholders. */
const SECRETS = ['COMMERCE_DATABASE_URL', 'COMMERCE_API_SECRET', 'COMMERCE_WEBHOOK_SECRET', 'REDIS_URL', 'PAYMOB_SECRET_KEY', 'PAYMOB_PUBLIC_KEY', 'PAYMOB_HMAC_SECRET'] as const;

const unsetWhenEmpty = (value: unknown) => (value === '' ? undefined : value);
const httpUrl = (name: string, example: string) => z.url({ protocol: /^https?$/, error: `${name} must be an http(s) URL such as ${example}` });

const commerceServiceSchema = (isProduction: boolean) =>
  z
    .object({
      COMMERCE_DATABASE_URL: z.preprocess(unsetWhenEmpty, z.string({ error: "COMMERCE_DATABASE_URL is required: the commerce service's own PostgreSQL database" })),
      COMMERCE_API_SECRET: z.preprocess(
        unsetWhenEmpty,
        z.string({ error: "COMMERCE_API_SECRET is required: the key of Halaqa's routes, at least 32 characters" }).min(32, { error: 'COMMERCE_API_SECRET must be at least 32 characters' }),
      ),
      COMMERCE_EVENTS_URL: z.preprocess(unsetWhenEmpty, httpUrl('COMMERCE_EVENTS_URL', 'https://site.internal/api/commerce/events').optional()),
      COMMERCE_WEBHOOK_SECRET: z.preprocess(unsetWhenEmpty, z.string().min(32, { error: 'COMMERCE_WEBHOOK_SECRET must be at least 32 characters' }).optional()),
      REDIS_URL: z.preprocess(unsetWhenEmpty, z.url({ protocol: /^rediss?$/, error: 'REDIS_URL must be a redis:// URL such as redis://127.0.0.1:6379' }).optional()),
    })
    .superRefine((env, ctx) => {
      if (isProduction) {
        for (const name of EVENT_VARIABLES) {
          if (env[name] === undefined) ctx.addIssue({ code: 'custom', path: [name], message: `${name} is required in production: the site hears of paid orders through it` });
        }
        return;
      }
      const half = halfConfigurationOf(env, {
        service: 'Telling the site of orders',
        required: EVENT_VARIABLES,
        advice: `Set both ${EVENT_VARIABLES.join(' and ')}, or neither to tell the site nothing.`,
      });
      if (half) ctx.addIssue({ code: 'custom', path: [half.variable], message: half.message });
    }, { when: () => true });

/** What the serving code reads, once checked (the database and Redis go to Medusa's config). */
export interface CommerceServiceEnv {
  /** The key of Halaqa's routes (at least 32 characters). */
  COMMERCE_API_SECRET: string;
  /** The site's event endpoint and its secret: both or neither. */
  COMMERCE_EVENTS_URL?: string;
  COMMERCE_WEBHOOK_SECRET?: string;
  /** The platform's Paymob account; null where none is set (outside production). */
  paymob: PaymobSettings | null;
}

/** Checks `source` as a serving commerce service needs it; an error naming every bad variable. */
export function checkCommerceServiceEnv(source: Record<string, string | undefined>): CommerceServiceEnv {
  const isProduction = source.NODE_ENV === 'production';
  const problems: string[] = [];
  const result = commerceServiceSchema(isProduction).safeParse(source);
  if (!result.success) problems.push(...result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  if (isProduction) problems.push(...placeholderProblems(source, SECRETS).map(({ variable, message }) => `${variable}: ${message}`));
  let paymob: PaymobSettings | null = null;
  try {
    paymob = parsePaymobSettings(source);
    if (paymob === null && isProduction) {
      problems.push(`PAYMOB_SECRET_KEY: Paymob is required in production: set ${PAYMOB_VARIABLES.join(', ')} (the platform's account)`);
    }
  } catch (error) {
    problems.push((error as Error).message);
  }
  if (problems.length > 0 || !result.success) throw new Error(`Invalid environment for the commerce service:\n  ${problems.join('\n  ')}`);
  const { COMMERCE_API_SECRET, COMMERCE_EVENTS_URL, COMMERCE_WEBHOOK_SECRET } = result.data;
  return { COMMERCE_API_SECRET, COMMERCE_EVENTS_URL, COMMERCE_WEBHOOK_SECRET, paymob };
}

let checked: CommerceServiceEnv | undefined;

/**
 * The serving process's environment as checked when it started (medusa-config.ts refuses to
 * start without it), for the routes and subscribers: they read these values, never `process.env`.
 */
export function commerceServiceEnv(): CommerceServiceEnv {
  checked ??= checkCommerceServiceEnv(process.env);
  return checked;
}
