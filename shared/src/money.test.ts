import { describe, expect, it } from 'vitest';
import { formatEgp } from './money';

describe('formatEgp', () => {
  it('writes Arabic amounts with Arabic-Indic digits', () => {
    expect(formatEgp(370, 'ar')).toMatch(/٣٧٠/);
    expect(formatEgp(370, 'ar')).not.toMatch(/[0-9]/);
  });

  it('writes other languages their own way, without .00 for whole pounds', () => {
    expect(formatEgp(150, 'en')).toMatch(/^EGP\s150$/);
    expect(formatEgp(19.5, 'en')).toMatch(/^EGP\s19\.50$/);
    expect(formatEgp(150, 'fr')).toMatch(/150/);
  });
});
