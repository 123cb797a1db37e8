import { describe, expect, it } from 'vitest';
import { CACHE_BUDGETS } from '@halaqa/shared/cache-budgets';
import type { ValidatedSession } from './validate-session-token';
import { keptSessions, sessionEntryBytes, type Entry } from './session-cache';

/** A validated session of a user whose fields hold `padding` characters. */
function entryOf(index: number, padding: number): Entry {
  const validated = {
    session: { id: `session-${index}`, expiresAt: '2030-01-01T00:00:00.000Z', lastSeenAt: '2030-01-01T00:00:00.000Z' },
    user: { id: `user-${index}`, email: `user-${index}@example.test`, name: 'x'.repeat(padding) },
  } as unknown as ValidatedSession;
  return { tenantId: 'tenant', userId: `user-${index}`, validated, until: Date.now() + 60_000 };
}

describe('the kept sessions', () => {
  it('never count more than their byte budget, however many sessions sign in', () => {
    const keys: string[] = [];
    for (let index = 0; index < 20_000; index += 1) {
      const key = `${index}`.padStart(64, '0');
      keptSessions.set(key, entryOf(index, index % 500));
      keys.push(key);
      expect(keptSessions.calculatedSize).toBeLessThanOrEqual(CACHE_BUDGETS.sessions);
    }
    const counted = keys.filter((key) => keptSessions.has(key)).reduce((sum, key) => sum + sessionEntryBytes(key, keptSessions.peek(key)!), 0);
    expect(counted).toBe(keptSessions.calculatedSize);
    expect(counted).toBeGreaterThan(CACHE_BUDGETS.sessions * 0.9);
    expect(keptSessions.has(keys.at(-1)!)).toBe(true);
    keptSessions.clear();
  });
});
