import { describe, expect, it } from 'vitest';
import { parseSiteEnv } from './env';
import { PRODUCTION_CMS_ENV } from '@halaqa/cms/env.fixture';

/** The site server's environment (issue #16): what it listens on, and every problem named at once. */
const PRODUCTION = PRODUCTION_CMS_ENV;
const SECRET = 'a-commerce-secret-of-at-least-32-characters';

describe('the site environment', () => {
  it('listens on 127.0.0.1:4321 unless HOST and PORT say otherwise, with no proxy and no commerce by default', () => {
    const env = parseSiteEnv(PRODUCTION);
    expect(env.listen).toEqual({ host: '127.0.0.1', port: 4321 });
    expect(env.trustedProxies.none).toBe(true);
    expect(env.commerce).toBeNull();
    expect(parseSiteEnv({ ...PRODUCTION, HOST: '0.0.0.0', PORT: '8080' }).listen).toEqual({ host: '0.0.0.0', port: 8080 });
  });

  it('reads the commerce service and the trusted proxies', () => {
    const env = parseSiteEnv({ ...PRODUCTION, COMMERCE_URL: 'http://127.0.0.1:9000/', COMMERCE_API_SECRET: SECRET, COMMERCE_WEBHOOK_SECRET: SECRET, TRUSTED_PROXIES: '10.0.0.0/8' });
    expect(env.commerce).toEqual({ url: 'http://127.0.0.1:9000', apiSecret: SECRET, webhookSecret: SECRET });
    expect(env.trustedProxies.has('10.1.2.3')).toBe(true);
  });

  it('names every problem of every part in one error', () => {
    const { PAYLOAD_SECRET: _secret, ...withoutSecret } = PRODUCTION;
    let message = '';
    try {
      parseSiteEnv({ ...withoutSecret, PORT: 'eighty', TRUSTED_PROXIES: 'proxy.internal', COMMERCE_URL: 'http://127.0.0.1:9000', PLATFORM_BILLING_EMAIL: 'billing' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split('\n')).toEqual([
      'Invalid environment for the site:',
      '  PORT: PORT must be a port number',
      'TRUSTED_PROXIES: "proxy.internal" is not an IP address or a CIDR range',
      'Invalid environment for the cms:',
      '  PAYLOAD_SECRET: PAYLOAD_SECRET is required in production: the secret that signs sessions, at least 32 random characters',
      'Invalid commerce settings:',
      expect.stringMatching(/^ {2}COMMERCE_API_SECRET: Commerce is half configured: COMMERCE_URL is set but COMMERCE_API_SECRET, COMMERCE_WEBHOOK_SECRET are not/),
      'PLATFORM_BILLING_EMAIL must be an email address such as billing@example.com',
    ]);
  });
});
