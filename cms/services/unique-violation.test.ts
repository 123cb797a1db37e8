import { ValidationError } from 'payload';
import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from './unique-violation';

describe('isUniqueViolation', () => {
  it('recognises PostgreSQL 23505, directly or as a cause', () => {
    expect(isUniqueViolation(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(true);
    expect(isUniqueViolation(new Error('wrapped', { cause: Object.assign(new Error('x'), { code: '23505' }) }))).toBe(true);
  });

  it("recognises Payload's unique-value ValidationError, and no other", () => {
    expect(isUniqueViolation(new ValidationError({ collection: 'courses', errors: [{ message: 'Value must be unique', path: 'nameKey' }] }))).toBe(true);
    expect(isUniqueViolation(new ValidationError({ collection: 'courses', errors: [{ message: 'This field is invalid', path: 'certConfig.source' }] }))).toBe(false);
    expect(isUniqueViolation(new Error('connection lost'))).toBe(false);
  });
});
