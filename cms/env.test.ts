import { describe, expect, it } from 'vitest';
import { DEPLOY_PLACEHOLDERS } from '@halaqa/shared/deploy-placeholders';
import { parseCmsEnv } from './env';
import { PRODUCTION_CMS_ENV } from './env.fixture';

/** What production needs stated (issue #16): no developer's default stands in for it unseen. */
const PRODUCTION = PRODUCTION_CMS_ENV;
const S3 = { S3_BUCKET: 'halaqa-files', S3_REGION: 'eu-central-1', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret' };

function without(name: keyof typeof PRODUCTION): Record<string, string> {
  const { [name]: _left, ...rest } = PRODUCTION;
  return rest;
}

describe('the cms environment in production', () => {
  it('takes a complete production environment as it is', () => {
    const env = parseCmsEnv(PRODUCTION);
    expect(env).toMatchObject({ SMTP_URL: PRODUCTION.SMTP_URL, FILES_DIR: '/srv/halaqa/files', PUBLIC_SITE_PROTOCOL: 'https', s3: null });
    expect(env.PUBLIC_SITE_PORT).toBeUndefined();
  });

  it.each([
    ['PAYLOAD_SECRET', /PAYLOAD_SECRET: PAYLOAD_SECRET is required in production/],
    ['SMTP_URL', /SMTP_URL: SMTP_URL is required in production: the mail server/],
    ['PUBLIC_SITE_PROTOCOL', /PUBLIC_SITE_PROTOCOL: PUBLIC_SITE_PROTOCOL is required in production/],
    ['FILES_DIR', /FILES_DIR: FILES_DIR or the S3 variables are required in production/],
  ] as const)('refuses a missing %s, naming it', (name, message) => {
    expect(() => parseCmsEnv(without(name))).toThrow(message);
    // An empty value in an env file is as good as none.
    expect(() => parseCmsEnv({ ...PRODUCTION, [name]: '' })).toThrow(message);
  });

  it('names every missing variable at once', () => {
    expect(() => parseCmsEnv({ NODE_ENV: 'production', DATABASE_URL: PRODUCTION.DATABASE_URL })).toThrow(
      /Invalid environment for the cms:\n {2}PAYLOAD_SECRET: .*\n {2}SMTP_URL: .*\n {2}PUBLIC_SITE_PROTOCOL: .*\n {2}FILES_DIR: /,
    );
  });

  it('never falls back to MailDev or local disk, but takes them when chosen explicitly', () => {
    expect(() => parseCmsEnv(without('SMTP_URL'))).not.toThrow(/127\.0\.0\.1:1025$/);
    expect(parseCmsEnv({ ...PRODUCTION, SMTP_URL: 'smtp://127.0.0.1:1025' }).SMTP_URL).toBe('smtp://127.0.0.1:1025');
    expect(parseCmsEnv(PRODUCTION).FILES_DIR).toBe('/srv/halaqa/files');
  });

  it('takes the S3 variables instead of FILES_DIR', () => {
    expect(parseCmsEnv({ ...without('FILES_DIR'), ...S3 }).s3).toMatchObject({ bucket: 'halaqa-files' });
  });

  it('refuses a short secret, a mail server that is no URL and an unknown scheme', () => {
    expect(() => parseCmsEnv({ ...PRODUCTION, PAYLOAD_SECRET: 'short' })).toThrow('PAYLOAD_SECRET: PAYLOAD_SECRET must be at least 32 characters');
    expect(() => parseCmsEnv({ ...PRODUCTION, SMTP_URL: 'mail.example.com' })).toThrow('SMTP_URL: SMTP_URL must be a URL');
    expect(() => parseCmsEnv({ ...PRODUCTION, PUBLIC_SITE_PROTOCOL: 'ftp' })).toThrow('PUBLIC_SITE_PROTOCOL: PUBLIC_SITE_PROTOCOL must be http or https');
  });
});

describe('the deploy files\' placeholders (issue #40)', () => {
  /** Each secret of the cms with a placeholder where compose.yaml or the Kubernetes Secret puts one. */
  const withPlaceholder = (placeholder: string): [string, Record<string, string>][] => [
    ['PAYLOAD_SECRET', { PAYLOAD_SECRET: placeholder }],
    ['DATABASE_URL', { DATABASE_URL: `postgres://halaqa:${placeholder}@postgres:5432/halaqa` }],
    ['SMTP_URL', { SMTP_URL: `smtps://user:${placeholder}@smtp.example.com:465` }],
    ['S3_SECRET_ACCESS_KEY', { ...S3, S3_SECRET_ACCESS_KEY: placeholder }],
    ['S3_ACCESS_KEY_ID', { ...S3, S3_ACCESS_KEY_ID: placeholder }],
  ];

  it.each(DEPLOY_PLACEHOLDERS)('"%s" is refused in production for every secret, naming the variable', (placeholder) => {
    for (const [name, values] of withPlaceholder(placeholder)) {
      expect(() => parseCmsEnv({ ...PRODUCTION, ...values }), name).toThrow(new RegExp(`\\n {2}${name}: ${name}('s password)? is the placeholder of infra/deploy`));
    }
  });

  it('are a developer\'s own business outside production', () => {
    const { NODE_ENV: _production, ...development } = PRODUCTION;
    expect(() => parseCmsEnv({ ...development, DATABASE_URL: 'postgres://halaqa:halaqa-demo@127.0.0.1:5432/halaqa', PAYLOAD_SECRET: DEPLOY_PLACEHOLDERS[0] })).not.toThrow();
  });
});

describe('the cms environment in development and tests', () => {
  it('defaults to MailDev, .data/files, a development secret and http on port 4321', () => {
    const env = parseCmsEnv({ DATABASE_URL: PRODUCTION.DATABASE_URL });
    expect(env).toMatchObject({ SMTP_URL: 'smtp://127.0.0.1:1025', PUBLIC_SITE_PROTOCOL: 'http', PUBLIC_SITE_PORT: 4321, s3: null });
    expect(parseCmsEnv({ DATABASE_URL: PRODUCTION.DATABASE_URL, PUBLIC_SITE_PORT: '8080' }).PUBLIC_SITE_PORT).toBe(8080);
    expect(env.FILES_DIR).toMatch(/\/\.data\/files$/);
    expect(env.PAYLOAD_SECRET).toHaveLength(49);
  });

  it('still needs the database', () => {
    expect(() => parseCmsEnv({})).toThrow(/DATABASE_URL: DATABASE_URL is required/);
  });
});
