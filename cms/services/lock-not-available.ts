/**
 * Whether a statement failed because a row it asked for with `FOR UPDATE NOWAIT` is locked by
 * another transaction (PostgreSQL 55P03): someone else is doing the same thing right now.
 */
export function isLockNotAvailable(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '55P03') return true;
  }
  return false;
}
