import { describe, expect, it } from 'vitest';
import { parsePaymobSettings } from './paymob-settings';

/** Whether the environment selects real Paymob, the local test double, or a clear refusal. */
const PAYMOB = {
  PAYMOB_SECRET_KEY: 'egy_sk_test_abc',
  PAYMOB_PUBLIC_KEY: 'egy_pk_test_xyz',
  PAYMOB_HMAC_SECRET: 'hmac-secret',
  PAYMOB_INTEGRATION_IDS: '4097558, 4097559',
  PAYMOB_API_URL: 'https://accept.paymob.com/',
};

describe('Paymob settings', () => {
  it('selects the test double when no variable is set, or only empty ones', () => {
    expect(parsePaymobSettings({})).toBeNull();
    expect(parsePaymobSettings({ PAYMOB_SECRET_KEY: '', PAYMOB_API_URL: '' })).toBeNull();
  });

  it('reads all five, the integration ids as numbers and the URL without its trailing slash', () => {
    expect(parsePaymobSettings(PAYMOB)).toEqual({
      secretKey: 'egy_sk_test_abc',
      publicKey: 'egy_pk_test_xyz',
      hmacSecret: 'hmac-secret',
      integrationIds: [4097558, 4097559],
      apiUrl: 'https://accept.paymob.com',
      motoIntegrationId: null,
    });
  });

  it('reads the optional MOTO integration (charging saved cards) beside the five, and never alone', () => {
    expect(parsePaymobSettings({ ...PAYMOB, PAYMOB_MOTO_INTEGRATION_ID: ' 4097560 ' })).toMatchObject({ integrationIds: [4097558, 4097559], motoIntegrationId: 4097560 });
    expect(parsePaymobSettings({ ...PAYMOB, PAYMOB_MOTO_INTEGRATION_ID: '' })).toMatchObject({ motoIntegrationId: null });
    expect(() => parsePaymobSettings({ PAYMOB_MOTO_INTEGRATION_ID: '4097560' })).toThrow(
      'PAYMOB_SECRET_KEY: Paymob is half configured: PAYMOB_MOTO_INTEGRATION_ID is set but PAYMOB_SECRET_KEY, PAYMOB_PUBLIC_KEY, PAYMOB_HMAC_SECRET, PAYMOB_INTEGRATION_IDS, PAYMOB_API_URL are not.',
    );
    expect(() => parsePaymobSettings({ ...PAYMOB, PAYMOB_MOTO_INTEGRATION_ID: '4097560,4097561' })).toThrow(/PAYMOB_MOTO_INTEGRATION_ID must be one integer/);
  });

  it('refuses half a configuration, naming what is set and what is missing', () => {
    expect(() => parsePaymobSettings({ PAYMOB_SECRET_KEY: 'sk', PAYMOB_API_URL: 'https://accept.paymob.com' })).toThrow(
      'PAYMOB_PUBLIC_KEY: Paymob is half configured: PAYMOB_SECRET_KEY, PAYMOB_API_URL are set but PAYMOB_PUBLIC_KEY, PAYMOB_HMAC_SECRET, PAYMOB_INTEGRATION_IDS are not.',
    );
  });

  it('refuses integration ids that are not integers and an API URL that is not http(s)', () => {
    expect(() => parsePaymobSettings({ ...PAYMOB, PAYMOB_INTEGRATION_IDS: '4097558,card' })).toThrow(/PAYMOB_INTEGRATION_IDS must be comma-separated integers/);
    expect(() => parsePaymobSettings({ ...PAYMOB, PAYMOB_API_URL: 'ftp://accept.paymob.com' })).toThrow(/PAYMOB_API_URL must be an http\(s\) URL/);
  });
});
