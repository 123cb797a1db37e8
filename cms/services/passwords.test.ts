import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hash with argon2id and verify only the right password', async () => {
    const stored = await hashPassword('secret1');
    expect(stored).toMatch(/^\$argon2id\$/);
    expect(stored).not.toContain('secret1');
    expect(await verifyPassword(stored, 'secret1')).toBe(true);
    expect(await verifyPassword(stored, 'secret2')).toBe(false);
  });

  it('refuse when there is no stored hash or it is malformed', async () => {
    expect(await verifyPassword(null, 'anything')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });
});
