import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import { halfConfigurationOf } from '@halaqa/shared/half-configuration';
import { z } from 'zod';
import type { CommerceProvider } from './commerce-provider';
import { MedusaCommerce } from './medusa-commerce';
import { environmentProblems } from '@halaqa/shared/environment-problems';
import { placeholderProblems } from '@halaqa/shared/deploy-placeholders';

/**
 * Where the commerce service is: COMMERCE_URL (Medusa, internal), COMMERCE_API_SECRET (the site's
 * key to Halaqa's routes in Medusa) and COMMERCE_WEBHOOK_SECRET (what Medusa signs its events
 * with), all three or none. `pnpm start` and the commerce tests set them; without them the site
 * sells nothing (priced checkouts answer "payments are not available"). In production the two
 * secrets may not be placeholders that infra/deploy ships (shared/src/deploy-placeholders.ts).
 */
export const COMMERCE_VARIABLES = ['COMMERCE_URL', 'COMMERCE_API_SECRET', 'COMMERCE_WEBHOOK_SECRET'] as const;

const unsetWhenEmpty = (value: unknown) => (value === '' ? undefined : value);
const secret = (name: string) => z.preprocess(unsetWhenEmpty, z.string().min(32, { error: `${name} must be at least 32 characters` }).optional());

export interface CommerceSettings {
  url: string;
  apiSecret: string;
  webhookSecret: string;
}

const commerceEnvSchema = (isProduction: boolean) => z
  .object({
    COMMERCE_URL: z.preprocess(unsetWhenEmpty, z.url({ protocol: /^https?$/, error: 'COMMERCE_URL must be an http(s) URL such as http://127.0.0.1:9000' }).optional()),
    COMMERCE_API_SECRET: secret('COMMERCE_API_SECRET'),
    COMMERCE_WEBHOOK_SECRET: secret('COMMERCE_WEBHOOK_SECRET'),
  })
  .superRefine((env, ctx) => {
    const half = halfConfigurationOf(env, {
      service: 'Commerce',
      required: COMMERCE_VARIABLES,
      advice: `Set all of ${COMMERCE_VARIABLES.join(', ')} to sell courses, or none of them to run without payments.`,
    });
    if (half) ctx.addIssue({ code: 'custom', path: [half.variable], message: half.message });
    if (isProduction) {
      for (const problem of placeholderProblems(env, ['COMMERCE_API_SECRET', 'COMMERCE_WEBHOOK_SECRET'])) ctx.addIssue({ code: 'custom', path: [problem.variable], message: problem.message });
    }
  })
  .transform((env): CommerceSettings | null =>
    env.COMMERCE_URL && env.COMMERCE_API_SECRET && env.COMMERCE_WEBHOOK_SECRET
      ? { url: env.COMMERCE_URL.replace(/\/+$/, ''), apiSecret: env.COMMERCE_API_SECRET, webhookSecret: env.COMMERCE_WEBHOOK_SECRET }
      : null,
  );

/** The settings from `source` (production's rules when its NODE_ENV says so); null when none are set; an error naming every bad variable. */
export function parseCommerceSettings(source: Record<string, string | undefined>): CommerceSettings | null {
  const result = commerceEnvSchema(source.NODE_ENV === 'production').safeParse(source);
  if (!result.success) {
    throw new Error(environmentProblems('Invalid commerce settings', result.error));
  }
  return result.data;
}

let settings: CommerceSettings | null | undefined;
let provider: CommerceProvider | null | undefined;

/** This process's commerce settings (read once), or null when none are configured. */
export function commerceSettings(): CommerceSettings | null {
  settings ??= parseCommerceSettings(process.env);
  return settings;
}

/** The commerce service of this process, or null when none is configured. */
export function commerceProvider(): CommerceProvider | null {
  if (provider === undefined) {
    const configured = commerceSettings();
    provider = configured ? new MedusaCommerce(configured) : null;
  }
  return provider;
}

/** The commerce service, for a payment the user asked for: without one, "payments are not available". */
export function commerceProviderOrRefuse(): CommerceProvider {
  const configured = commerceProvider();
  if (!configured) throw new AppError(AppErrorCode.PAYMENTS_UNAVAILABLE);
  return configured;
}

/** The secret Medusa signs its events with, or null without commerce. */
export function commerceEventSecret(): string | null {
  return commerceSettings()?.webhookSecret ?? null;
}
