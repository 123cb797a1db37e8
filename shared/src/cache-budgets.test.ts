import { describe, expect, it } from 'vitest';
import { CACHE_BUDGETS } from './cache-budgets';

describe('CACHE_BUDGETS', () => {
  it('keeps every cache together within 110 MiB, a third of the site process’s 300 MiB', () => {
    const total = Object.values(CACHE_BUDGETS).reduce((sum, bytes) => sum + bytes, 0);
    expect(total).toBeLessThanOrEqual(110 * 1024 * 1024);
  });
});
