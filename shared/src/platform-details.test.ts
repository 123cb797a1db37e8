import { describe, expect, it } from 'vitest';
import { platformDetails } from './platform-details';

describe('platformDetails', () => {
  it('reads the four variables, trimmed', () => {
    const env = { PLATFORM_NAME: ' Halaqa LLC ', PLATFORM_ADDRESS: '12 Tahrir Square, Cairo', PLATFORM_TAX_ID: '123-456-789', PLATFORM_BILLING_EMAIL: 'billing@halaqa.example' };
    expect(platformDetails(env)).toEqual({ name: 'Halaqa LLC', address: '12 Tahrir Square, Cairo', taxId: '123-456-789', email: 'billing@halaqa.example' });
  });

  it.each([{}, { PLATFORM_NAME: '', PLATFORM_ADDRESS: '', PLATFORM_TAX_ID: '  ', PLATFORM_BILLING_EMAIL: '' }])(
    'falls back to a demo’s details when unset or blank (%j): no address or tax number to print',
    (env) => {
      expect(platformDetails(env)).toEqual({ name: 'Halaqa', address: null, taxId: null, email: 'billing@halaqa.localhost' });
    },
  );

  it('refuses a billing address that is not an email address, naming the variable', () => {
    expect(() => platformDetails({ PLATFORM_BILLING_EMAIL: 'billing at halaqa' })).toThrow('PLATFORM_BILLING_EMAIL must be an email address');
  });
});
