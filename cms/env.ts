import path from 'node:path';
import { z } from 'zod';
import { halfConfigurationOf } from '@halaqa/shared/half-configuration';
import { environmentProblems } from '@halaqa/shared/environment-problems';
import { placeholderProblems } from '@halaqa/shared/deploy-placeholders';

/**
 * The cms's environment, validated once. A bad or missing variable stops the process at start-up
 * with the variable's name instead of failing later in a request: the site checks it before it
 * listens (site/server/env.ts), the admin when `next start` boots (cms/instrumentation.ts).
 *
 * In production (NODE_ENV=production) nothing that only suits a developer's machine is a silent
 * default: the mail server (SMTP_URL; MailDev on 127.0.0.1:1025 otherwise), where uploaded files
 * go (FILES_DIR or the S3 variables; .data/files otherwise), the secret that signs sessions
 * (PAYLOAD_SECRET) and the scheme of the sites' public address (PUBLIC_SITE_PROTOCOL) must be
 * set. MailDev or local disk stay possible, as an explicit choice: SMTP_URL=smtp://127.0.0.1:1025,
 * FILES_DIR=/srv/halaqa/files. Nor is a placeholder that infra/deploy ships in a secret's place
 * (shared/src/deploy-placeholders.ts): each is refused with the variable's name.
 */
/** An empty value counts as unset, so `S3_ENDPOINT=` in an env file means "none". */
const unsetWhenEmpty = (value: unknown) => (value === '' ? undefined : value);
const optionalText = z.preprocess(unsetWhenEmpty, z.string().optional());

/** S3 storage needs these four together; S3_ENDPOINT and S3_FORCE_PATH_STYLE are optional. */
const S3_REQUIRED = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
const S3_OPTIONAL = ['S3_ENDPOINT', 'S3_FORCE_PATH_STYLE'] as const;
/** The cms's secrets (a URL's password included), which production refuses as deploy placeholders. */
const SECRETS = ['DATABASE_URL', 'PAYLOAD_SECRET', 'SMTP_URL', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'OPENAI_API_KEY'] as const;

export interface S3Settings {
  bucket: string;
  region: string;
  /** Absent for AWS itself; the server's URL for any other S3-compatible service. */
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

/** Development's stand-ins; in production each is a variable that must be set. */
const MAILDEV_SMTP_URL = 'smtp://127.0.0.1:1025';
const DEVELOPMENT_SECRET = 'halaqa-development-secret-never-use-in-production';

/** The message of a variable production requires: what it is when missing, `invalid` when wrong. */
const required = (name: string, what: string, invalid: string) => ({
  error: (issue: { input: unknown }) => (issue.input === undefined ? `${name} is required in production: ${what}` : invalid),
});

const sitePort = z.coerce.number({ error: 'PUBLIC_SITE_PORT must be a port number' }).int().min(1).max(65535);

/** The schema for development and tests, or production's stricter one. */
const cmsEnvSchema = (isProduction: boolean) => z.object({
  DATABASE_URL: z.string({ error: 'DATABASE_URL is required (the start command sets it for the embedded server)' }).min(1),
  // Hot standbys of DATABASE_URL, comma-separated: Payload's own reads outside a transaction go
  // to one of them (services' SQL, transactions and every write stay on the primary; see
  // docs/operations.md, "Read replicas").
  DATABASE_REPLICA_URLS: z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',').map((url) => url.trim()).filter(Boolean) : []),
    z.array(z.url({ protocol: /^postgres(ql)?$/, error: 'DATABASE_REPLICA_URLS must be postgres:// URLs separated by commas' })),
  ),
  // Connections Payload's pool keeps to DATABASE_URL per server process (pg's own default is 10).
  // When every one is busy, a request waits up to the pool's 5 s for one and is then answered
  // 503 (payload.config.ts), so size it to what PostgreSQL's max_connections allows per process.
  DATABASE_POOL_SIZE: z.preprocess(unsetWhenEmpty, z.coerce.number({ error: 'DATABASE_POOL_SIZE must be a whole number of connections' }).int().min(1).default(10)),
  PAYLOAD_SECRET: z.preprocess(
    unsetWhenEmpty,
    isProduction
      ? z.string(required('PAYLOAD_SECRET', 'the secret that signs sessions, at least 32 random characters', 'PAYLOAD_SECRET must be text')).min(32, { error: 'PAYLOAD_SECRET must be at least 32 characters' })
      : z.string().min(32, { error: 'PAYLOAD_SECRET must be at least 32 characters' }).default(DEVELOPMENT_SECRET),
  ),
  SMTP_URL: z.preprocess(
    unsetWhenEmpty,
    isProduction
      ? z.url(required('SMTP_URL', `the mail server, e.g. smtps://user:password@smtp.example.com:465 (${MAILDEV_SMTP_URL} only to send everything to MailDev on purpose)`, 'SMTP_URL must be a URL such as smtps://smtp.example.com:465'))
      : z.url({ error: `SMTP_URL must be a URL such as ${MAILDEV_SMTP_URL}` }).default(MAILDEV_SMTP_URL),
  ),
  MAIL_FROM: z.string().default('Halaqa <no-reply@halaqa.localhost>'),
  // Uploaded files on local disk, one folder per tenant (relative to where the server starts);
  // in production it must be named, unless the S3 variables are set (see the refinement below).
  FILES_DIR: z.preprocess(unsetWhenEmpty, z.string().optional()),
  // S3-compatible storage for uploaded files instead of FILES_DIR, when all of S3_REQUIRED are set.
  S3_BUCKET: optionalText,
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_ENDPOINT: z.preprocess(unsetWhenEmpty, z.url({ protocol: /^https?$/, error: 'S3_ENDPOINT must be an http(s) URL such as http://127.0.0.1:9000' }).optional()),
  S3_FORCE_PATH_STYLE: z.preprocess(unsetWhenEmpty, z.stringbool({ error: 'S3_FORCE_PATH_STYLE must be true or false' }).optional()),
  // The sites' public address: every link in mail, notifications and certificates, and the
  // origins a write may come from, are built from a tenant's own domain with this scheme and
  // port, never from request headers (services/tenants/site-origin.ts). Production is https on
  // the default port; development and tests name the port the site listens on.
  // In production it is required: the sites' origin is no guess (https behind a proxy that ends
  // TLS, http only for a machine that is its own test bed).
  PUBLIC_SITE_PROTOCOL: z.preprocess(
    unsetWhenEmpty,
    isProduction
      ? z.enum(['http', 'https'], required('PUBLIC_SITE_PROTOCOL', "https (or http), the scheme of every site's public address", 'PUBLIC_SITE_PROTOCOL must be http or https'))
      : z.enum(['http', 'https'], { error: 'PUBLIC_SITE_PROTOCOL must be http or https' }).default('http'),
  ),
  // A default inside the preprocess: zod skips a missing key whose schema may be undefined, so a
  // preprocess that supplied 4321 itself never ran (development's links then had no port).
  PUBLIC_SITE_PORT: z.preprocess(unsetWhenEmpty, isProduction ? sitePort.optional() : sitePort.default(4321)),
  // Google's OAuth endpoints; tests point them at a local stub that speaks the same protocol.
  GOOGLE_AUTHORIZATION_ENDPOINT: z.string().url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_ENDPOINT: z.string().url().default('https://oauth2.googleapis.com/token'),
  // AI features (services/ai/): any OpenAI-compatible API. Without a key the platform offers none;
  // tests point OPENAI_BASE_URL at a local stub that speaks the same protocol.
  OPENAI_API_KEY: optionalText,
  OPENAI_BASE_URL: z.preprocess(unsetWhenEmpty, z.url({ protocol: /^https?$/, error: 'OPENAI_BASE_URL must be an http(s) URL such as https://api.openai.com/v1' }).optional()),
  OPENAI_MODEL: z.preprocess(unsetWhenEmpty, z.string().default('gpt-5-mini')),
})
  .superRefine((env, ctx) => {
    if (isProduction && env.FILES_DIR === undefined && S3_REQUIRED.every((name) => env[name] === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['FILES_DIR'],
        message: `FILES_DIR or the S3 variables are required in production: set FILES_DIR to keep uploaded files on local disk (a folder every site and admin process shares), or ${S3_REQUIRED.join(', ')} to keep them in S3`,
      });
    }
    const half = halfConfigurationOf(env, {
      service: 'S3 storage',
      required: S3_REQUIRED,
      optional: S3_OPTIONAL,
      advice: `Set all of ${S3_REQUIRED.join(', ')} (S3_ENDPOINT and S3_FORCE_PATH_STYLE are optional) to store files in S3, or none of them to keep files on local disk (FILES_DIR).`,
    });
    if (half) ctx.addIssue({ code: 'custom', path: [half.variable], message: half.message });
    if (isProduction) {
      for (const problem of placeholderProblems(env, SECRETS)) ctx.addIssue({ code: 'custom', path: [problem.variable], message: problem.message });
    }
    // Also when another variable is wrong: an operator learns everything missing in one go. Only
    // whether a variable is set is read here, which holds for the ones that failed too.
  }, { when: () => true })
  .transform(({ S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_ENDPOINT, S3_FORCE_PATH_STYLE, FILES_DIR, ...env }) => ({
    ...env,
    FILES_DIR: FILES_DIR ?? path.resolve('.data', 'files'),
    /** Where uploaded files go when not on local disk; null keeps them in FILES_DIR. */
    s3:
      S3_BUCKET && S3_REGION && S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY
        ? ({
            bucket: S3_BUCKET,
            region: S3_REGION,
            endpoint: S3_ENDPOINT,
            accessKeyId: S3_ACCESS_KEY_ID,
            secretAccessKey: S3_SECRET_ACCESS_KEY,
            forcePathStyle: S3_FORCE_PATH_STYLE ?? false,
          } satisfies S3Settings)
        : null,
  }));

export type CmsEnv = z.infer<ReturnType<typeof cmsEnvSchema>>;

let cached: CmsEnv | undefined;

export function cmsEnv(): CmsEnv {
  cached ??= parseCmsEnv(process.env);
  return cached;
}

/** The cms's settings from `source` (production's rules when its NODE_ENV says so), or an error naming every bad variable. */
export function parseCmsEnv(source: Record<string, string | undefined>): CmsEnv {
  const result = cmsEnvSchema(source.NODE_ENV === 'production').safeParse(source);
  if (!result.success) {
    throw new Error(environmentProblems('Invalid environment for the cms', result.error));
  }
  return result.data;
}
