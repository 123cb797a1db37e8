import path from 'node:path';
import { z } from 'zod';

/**
 * The cms's environment, validated once. A bad or missing variable stops the process at start-up
 * with the variable's name instead of failing later in a request.
 */
const isProduction = process.env.NODE_ENV === 'production';

const ZCmsEnv = z.object({
  DATABASE_URL: z.string({ error: 'DATABASE_URL is required (the start command sets it for the embedded server)' }).min(1),
  PAYLOAD_SECRET: isProduction
    ? z.string({ error: 'PAYLOAD_SECRET is required in production' }).min(32, { error: 'PAYLOAD_SECRET must be at least 32 characters' })
    : z.string().min(32).default('halaqa-development-secret-never-use-in-production'),
  SMTP_URL: z.string().url({ error: 'SMTP_URL must be a URL such as smtp://127.0.0.1:1025' }).default('smtp://127.0.0.1:1025'),
  MAIL_FROM: z.string().default('Halaqa <no-reply@halaqa.localhost>'),
  // Uploaded files on local disk, one folder per tenant (relative to where the server starts).
  FILES_DIR: z.string().default(path.resolve('.data', 'files')),
  // Google's OAuth endpoints; tests point them at a local stub that speaks the same protocol.
  GOOGLE_AUTHORIZATION_ENDPOINT: z.string().url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_ENDPOINT: z.string().url().default('https://oauth2.googleapis.com/token'),
});

export type CmsEnv = z.infer<typeof ZCmsEnv>;

let cached: CmsEnv | undefined;

export function cmsEnv(): CmsEnv {
  if (cached) return cached;
  const result = ZCmsEnv.safeParse(process.env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n  ');
    throw new Error(`Invalid environment for the cms:\n  ${problems}`);
  }
  cached = result.data;
  return cached;
}
