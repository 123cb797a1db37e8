import { describe, expect, it } from 'vitest';
import { ZTokenParam } from '@halaqa/shared/schemas/accounts';
import { generateRandomToken, hashToken } from './random-token';

describe('random tokens', () => {
  it('are 32 base32 characters, different every time, and pass the token schema', () => {
    const tokens = new Set(Array.from({ length: 50 }, generateRandomToken));
    expect(tokens.size).toBe(50);
    for (const token of tokens) {
      expect(token).toMatch(/^[a-z2-7]{32}$/);
      expect(ZTokenParam.safeParse(token).success).toBe(true);
    }
  });

  it('hash to a stable SHA-256 hex digest that is not the token', () => {
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    const token = generateRandomToken();
    expect(hashToken(token)).not.toContain(token);
  });
});
