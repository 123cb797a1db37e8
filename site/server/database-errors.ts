import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import { isUniqueViolation } from '@halaqa/cms/services/unique-violation';

/**
 * Errors of PostgreSQL and Payload that input caused, as the AppError a client can act on; null
 * for anything else (a bug, an outage), which stays a 500. Payload and drizzle wrap the driver's
 * error, so its SQLSTATE is looked for along the `cause` chain.
 */
const INVALID_DATA_STATES = new Set([
  '22P02', // invalid text representation (e.g. "not-a-uuid" for a uuid column)
  '22021', // invalid byte sequence for the encoding (e.g. NUL in text)
  '22001', // value too long for its column
  '22003', // number out of range
  '22007', // invalid datetime format
  '22008', // datetime out of range
  '23502', // not null violation
  '23514', // check violation
]);
const FOREIGN_KEY_VIOLATION = '23503';

export function appErrorOfDatabase(error: unknown): AppError | null {
  if (isUniqueViolation(error)) return new AppError(AppErrorCode.CONFLICT, { cause: error });
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    const code = (cause as { code?: unknown }).code;
    if (code === FOREIGN_KEY_VIOLATION) return new AppError(AppErrorCode.CONFLICT, { messageKey: 'errors.referenceConflict', cause: error });
    if (typeof code === 'string' && INVALID_DATA_STATES.has(code)) return new AppError(AppErrorCode.VALIDATION, { messageKey: 'validation.invalidData', cause: error });
    // A field that failed Payload's own check: the input was wrong, not the server.
    if ((cause as { name?: unknown }).name === 'ValidationError') {
      const field = (cause as { data?: { errors?: { path?: unknown }[] } }).data?.errors?.[0]?.path;
      return new AppError(AppErrorCode.VALIDATION, { messageKey: 'validation.invalidData', field: typeof field === 'string' ? field : undefined, cause: error });
    }
  }
  return null;
}
