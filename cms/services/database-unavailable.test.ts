import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable';

const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['server stopping (57P01)', pgError('57P01', 'terminating connection due to administrator command')],
    ['server starting (57P03)', pgError('57P03', 'the database system is starting up')],
    ['connection failure (08006)', pgError('08006')],
    ['refused', pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['terminated', new Error('Connection terminated unexpectedly')],
    ['pool timeout', new Error('timeout exceeded when trying to connect')],
    ['wrapped by the ORM', new Error('Failed query: select 1', { cause: pgError('57P01') })],
    ['every address refused', new AggregateError([pgError('ECONNREFUSED')], 'connect failed')],
  ])('recognises %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', pgError('23505', 'duplicate key value')],
    ['a plain error', new Error('boom')],
    ['nothing', undefined],
  ])('leaves %s alone', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
