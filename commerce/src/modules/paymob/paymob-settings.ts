import { z } from 'zod';
import { halfConfigurationOf } from '@halaqa/shared/half-configuration';

/**
 * Paymob's settings, validated once: all five variables or none. The platform collects payments
 * for every site through one Paymob account; without the variables `pnpm start` runs the local
 * test double instead (infra/src/testing/paymob-stub.ts). `PAYMOB_MOTO_INTEGRATION_ID` is optional
 * beside them: without it, saved cards are never charged (plans renew only when the owner pays).
 */
export const PAYMOB_VARIABLES = ['PAYMOB_SECRET_KEY', 'PAYMOB_PUBLIC_KEY', 'PAYMOB_HMAC_SECRET', 'PAYMOB_INTEGRATION_IDS', 'PAYMOB_API_URL'] as const;
export const PAYMOB_OPTIONAL_VARIABLES = ['PAYMOB_MOTO_INTEGRATION_ID'] as const;

export interface PaymobSettings {
  secretKey: string;
  publicKey: string;
  hmacSecret: string;
  /** The payment integrations (card, wallet …) a checkout offers, as Paymob numbers them. */
  integrationIds: number[];
  /** Paymob's base URL without a trailing slash, e.g. https://accept.paymob.com */
  apiUrl: string;
  /**
   * The MOTO integration that charges a saved card with no payer present (merchant-initiated);
   * null when the account has none, and then no saved card is ever charged.
   */
  motoIntegrationId: number | null;
}

/** An empty value counts as unset, so `PAYMOB_API_URL=` in an env file means "none". */
const unsetWhenEmpty = (value: unknown) => (value === '' ? undefined : value);
const optionalText = z.preprocess(unsetWhenEmpty, z.string().optional());

const ZPaymobEnv = z
  .object({
    PAYMOB_SECRET_KEY: optionalText,
    PAYMOB_PUBLIC_KEY: optionalText,
    PAYMOB_HMAC_SECRET: optionalText,
    PAYMOB_INTEGRATION_IDS: z.preprocess(
      unsetWhenEmpty,
      z
        .string()
        .regex(/^\s*\d+\s*(,\s*\d+\s*)*$/, { error: 'PAYMOB_INTEGRATION_IDS must be comma-separated integers such as 4097558,4097559' })
        .optional(),
    ),
    PAYMOB_API_URL: z.preprocess(unsetWhenEmpty, z.url({ protocol: /^https?$/, error: 'PAYMOB_API_URL must be an http(s) URL such as https://accept.paymob.com' }).optional()),
    PAYMOB_MOTO_INTEGRATION_ID: z.preprocess(
      unsetWhenEmpty,
      z.string().regex(/^\s*\d+\s*$/, { error: 'PAYMOB_MOTO_INTEGRATION_ID must be one integer such as 4097560' }).optional(),
    ),
  })
  .superRefine((env, ctx) => {
    const half = halfConfigurationOf(env, {
      service: 'Paymob',
      required: PAYMOB_VARIABLES,
      optional: PAYMOB_OPTIONAL_VARIABLES,
      advice: `Set all of ${PAYMOB_VARIABLES.join(', ')} to take real payments, or none of them to use the local Paymob test double.`,
    });
    if (half) ctx.addIssue({ code: 'custom', path: [half.variable], message: half.message });
  })
  .transform((env): PaymobSettings | null =>
    env.PAYMOB_SECRET_KEY && env.PAYMOB_PUBLIC_KEY && env.PAYMOB_HMAC_SECRET && env.PAYMOB_INTEGRATION_IDS && env.PAYMOB_API_URL
      ? {
          secretKey: env.PAYMOB_SECRET_KEY,
          publicKey: env.PAYMOB_PUBLIC_KEY,
          hmacSecret: env.PAYMOB_HMAC_SECRET,
          integrationIds: env.PAYMOB_INTEGRATION_IDS.split(',').map((id) => Number(id.trim())),
          apiUrl: env.PAYMOB_API_URL.replace(/\/+$/, ''),
          motoIntegrationId: env.PAYMOB_MOTO_INTEGRATION_ID ? Number(env.PAYMOB_MOTO_INTEGRATION_ID.trim()) : null,
        }
      : null,
  );

/** Paymob's settings from `source`; null when none are set; an error naming every bad variable. */
export function parsePaymobSettings(source: Record<string, string | undefined>): PaymobSettings | null {
  const result = ZPaymobEnv.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n  ');
    throw new Error(`Invalid Paymob settings:\n  ${problems}`);
  }
  return result.data;
}
