import { describe, expect, it } from 'vitest';
import { DEPLOY_PLACEHOLDERS } from '@halaqa/shared/deploy-placeholders';
import { checkCommerceServiceEnv } from './env';

/** What the commerce service needs to serve (issue #16), named when missing. */
const SECRET = 'a-commerce-secret-of-at-least-32-characters';
const PAYMOB = {
  PAYMOB_SECRET_KEY: 'egy_sk_test_abc',
  PAYMOB_PUBLIC_KEY: 'egy_pk_test_xyz',
  PAYMOB_HMAC_SECRET: 'hmac-secret',
  PAYMOB_INTEGRATION_IDS: '4097558',
  PAYMOB_API_URL: 'https://accept.paymob.com',
};
const PRODUCTION = {
  NODE_ENV: 'production',
  COMMERCE_DATABASE_URL: 'postgres://halaqa@db.internal:5432/halaqa_commerce',
  COMMERCE_API_SECRET: SECRET,
  COMMERCE_EVENTS_URL: 'http://site.internal:4321/api/commerce/events',
  COMMERCE_WEBHOOK_SECRET: SECRET,
  ...PAYMOB,
};

describe('the commerce service environment', () => {
  it('takes a complete production environment, with or without Redis', () => {
    expect(() => checkCommerceServiceEnv(PRODUCTION)).not.toThrow();
    expect(() => checkCommerceServiceEnv({ ...PRODUCTION, REDIS_URL: 'redis://redis.internal:6379' })).not.toThrow();
  });

  it('hands the serving code the values it checked: the routes key, the events, Paymob', () => {
    expect(checkCommerceServiceEnv(PRODUCTION)).toMatchObject({
      COMMERCE_API_SECRET: SECRET,
      COMMERCE_EVENTS_URL: PRODUCTION.COMMERCE_EVENTS_URL,
      COMMERCE_WEBHOOK_SECRET: SECRET,
      paymob: { hmacSecret: 'hmac-secret', integrationIds: [4097558], apiUrl: 'https://accept.paymob.com' },
    });
    const { NODE_ENV: _production, COMMERCE_EVENTS_URL: _url, COMMERCE_WEBHOOK_SECRET: _secret, ...withoutEvents } = PRODUCTION;
    expect(checkCommerceServiceEnv({ ...withoutEvents, PAYMOB_SECRET_KEY: '', PAYMOB_PUBLIC_KEY: '', PAYMOB_HMAC_SECRET: '', PAYMOB_INTEGRATION_IDS: '', PAYMOB_API_URL: '' })).toMatchObject({
      COMMERCE_EVENTS_URL: undefined,
      paymob: null,
    });
  });

  it.each([
    ['COMMERCE_DATABASE_URL', 'COMMERCE_DATABASE_URL: COMMERCE_DATABASE_URL is required'],
    ['COMMERCE_API_SECRET', 'COMMERCE_API_SECRET: COMMERCE_API_SECRET is required'],
    ['COMMERCE_EVENTS_URL', 'COMMERCE_EVENTS_URL: COMMERCE_EVENTS_URL is required in production'],
    ['COMMERCE_WEBHOOK_SECRET', 'COMMERCE_WEBHOOK_SECRET: COMMERCE_WEBHOOK_SECRET is required in production'],
    ['PAYMOB_SECRET_KEY', 'PAYMOB_SECRET_KEY'],
  ] as const)('refuses a missing %s in production, naming it', (name, message) => {
    expect(() => checkCommerceServiceEnv({ ...PRODUCTION, [name]: '' })).toThrow(message);
  });

  it('needs no Paymob account nor events outside production, but never half of the events', () => {
    const development = { COMMERCE_DATABASE_URL: PRODUCTION.COMMERCE_DATABASE_URL, COMMERCE_API_SECRET: SECRET };
    expect(() => checkCommerceServiceEnv(development)).not.toThrow();
    expect(() => checkCommerceServiceEnv({ ...development, COMMERCE_EVENTS_URL: PRODUCTION.COMMERCE_EVENTS_URL })).toThrow(
      'COMMERCE_WEBHOOK_SECRET: Telling the site of orders is half configured',
    );
  });

  it.each(DEPLOY_PLACEHOLDERS)('refuses the deploy files\' placeholder "%s" for every secret in production, naming it (issue #40)', (placeholder) => {
    for (const [name, value] of [
      ['COMMERCE_DATABASE_URL', `postgres://halaqa:${placeholder}@postgres:5432/halaqa_commerce`],
      ['COMMERCE_API_SECRET', placeholder],
      ['COMMERCE_WEBHOOK_SECRET', placeholder],
      ['PAYMOB_SECRET_KEY', placeholder],
      ['PAYMOB_HMAC_SECRET', placeholder],
    ] as const) {
      expect(() => checkCommerceServiceEnv({ ...PRODUCTION, [name]: value }), name).toThrow(new RegExp(`\\n {2}${name}: ${name}('s password)? is the placeholder of infra/deploy`));
    }
    // A developer's machine may use them.
    const { NODE_ENV: _production, ...development } = PRODUCTION;
    expect(() => checkCommerceServiceEnv({ ...development, COMMERCE_API_SECRET: DEPLOY_PLACEHOLDERS[0]! })).not.toThrow();
  });

  it('refuses a short key and addresses that are no URLs', () => {
    expect(() => checkCommerceServiceEnv({ ...PRODUCTION, COMMERCE_API_SECRET: 'short', REDIS_URL: 'redis.internal', COMMERCE_EVENTS_URL: 'site' })).toThrow(
      /COMMERCE_API_SECRET must be at least 32 characters\n {2}COMMERCE_EVENTS_URL: COMMERCE_EVENTS_URL must be an http\(s\) URL.*\n {2}REDIS_URL: REDIS_URL must be a redis:\/\/ URL/,
    );
  });
});
