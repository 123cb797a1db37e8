import { z } from 'zod';

/**
 * Who Halaqa is on the receipts it gives site owners for their plan (issue #12). The defaults
 * are a demo's: a placeholder billing address on a domain that cannot receive mail, and no
 * postal address or tax number, which a receipt then leaves out rather than print made-up ones.
 */
export interface PlatformDetails {
  name: string;
  /** One line; null: not printed. */
  address: string | null;
  /** The tax registration number; null: not printed. */
  taxId: string | null;
  email: string;
}

/** An empty or blank value counts as unset, so `PLATFORM_ADDRESS=` in an env file means "none". */
const unlessBlank = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined), schema);

const ZPlatformEnv = z.object({
  PLATFORM_NAME: unlessBlank(z.string().default('Halaqa')),
  PLATFORM_ADDRESS: unlessBlank(z.string().optional()),
  PLATFORM_TAX_ID: unlessBlank(z.string().optional()),
  PLATFORM_BILLING_EMAIL: unlessBlank(z.email({ error: 'PLATFORM_BILLING_EMAIL must be an email address such as billing@example.com' }).default('billing@halaqa.localhost')),
});

export function platformDetails(env: Readonly<Record<string, string | undefined>> = process.env): PlatformDetails {
  const parsed = ZPlatformEnv.safeParse(env);
  if (!parsed.success) throw new Error(parsed.error.issues.map((issue) => issue.message).join('; '));
  const { PLATFORM_NAME, PLATFORM_ADDRESS, PLATFORM_TAX_ID, PLATFORM_BILLING_EMAIL } = parsed.data;
  return { name: PLATFORM_NAME, address: PLATFORM_ADDRESS ?? null, taxId: PLATFORM_TAX_ID ?? null, email: PLATFORM_BILLING_EMAIL };
}
