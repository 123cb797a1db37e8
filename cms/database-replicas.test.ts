import { describe, expect, it } from 'vitest';
import { parseCmsEnv } from './env';

/** DATABASE_REPLICA_URLS (cms/env.ts): the read replicas Payload's readReplicas gets. */
const BASE = { DATABASE_URL: 'postgres://halaqa@127.0.0.1:54329/halaqa' };

describe('read replica settings', () => {
  it('has none when the variable is unset or empty', () => {
    expect(parseCmsEnv(BASE).DATABASE_REPLICA_URLS).toEqual([]);
    expect(parseCmsEnv({ ...BASE, DATABASE_REPLICA_URLS: ' ' }).DATABASE_REPLICA_URLS).toEqual([]);
  });

  it('reads a comma-separated list, spaces and empty items ignored', () => {
    expect(parseCmsEnv({ ...BASE, DATABASE_REPLICA_URLS: 'postgres://r@replica-1:5432/halaqa, postgresql://r@replica-2/halaqa,' }).DATABASE_REPLICA_URLS).toEqual([
      'postgres://r@replica-1:5432/halaqa',
      'postgresql://r@replica-2/halaqa',
    ]);
  });

  it('refuses anything but PostgreSQL URLs, naming the variable', () => {
    expect(() => parseCmsEnv({ ...BASE, DATABASE_REPLICA_URLS: 'mysql://r@replica/halaqa' })).toThrow(/DATABASE_REPLICA_URLS.*postgres:\/\/ URLs/);
    expect(() => parseCmsEnv({ ...BASE, DATABASE_REPLICA_URLS: 'replica-1:5432' })).toThrow(/DATABASE_REPLICA_URLS/);
  });
});
