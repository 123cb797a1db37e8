/**
 * For tests of the environment checks (cms/env.test.ts, site/server/env.test.ts): everything the
 * cms needs stated in production (issue #16), with values of the right shape.
 */
export const PRODUCTION_CMS_ENV = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://halaqa@db.internal:5432/halaqa',
  PAYLOAD_SECRET: 'a-production-secret-of-at-least-32-characters',
  SMTP_URL: 'smtps://halaqa:password@smtp.example.com:465',
  FILES_DIR: '/srv/halaqa/files',
  PUBLIC_SITE_PROTOCOL: 'https',
};
