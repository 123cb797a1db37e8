import { describe, expect, it } from 'vitest';
import { appErrorOfDatabase } from './database-errors';

/** A driver error as Payload's adapter wraps it: the SQLSTATE sits on a cause. */
const wrapped = (code: string) => new Error('Failed query', { cause: Object.assign(new Error('db'), { code }) });

describe('appErrorOfDatabase', () => {
  it.each([
    ['23505', 409, 'errors.conflict'],
    ['23503', 409, 'errors.referenceConflict'],
    ['22P02', 400, 'validation.invalidData'],
    ['22021', 400, 'validation.invalidData'],
    ['23502', 400, 'validation.invalidData'],
    ['23514', 400, 'validation.invalidData'],
  ])('maps SQLSTATE %s to %i (%s)', (code, status, messageKey) => {
    expect(appErrorOfDatabase(wrapped(code))).toMatchObject({ status, messageKey });
  });

  it("maps Payload's field validation to 400 with the field, and its unique check to 409", () => {
    const invalid = Object.assign(new Error('invalid'), { name: 'ValidationError', data: { errors: [{ path: 'title', message: 'This field is required.' }] } });
    expect(appErrorOfDatabase(invalid)).toMatchObject({ status: 400, field: 'title' });
    const duplicate = Object.assign(new Error('invalid'), { name: 'ValidationError', data: { errors: [{ path: 'code', message: 'Value must be unique' }] } });
    expect(appErrorOfDatabase(duplicate)).toMatchObject({ status: 409 });
  });

  it('leaves anything else to be a 500: a connection lost, a bug', () => {
    expect(appErrorOfDatabase(wrapped('57P01'))).toBeNull();
    expect(appErrorOfDatabase(new TypeError('x is undefined'))).toBeNull();
  });
});
