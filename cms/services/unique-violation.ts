/**
 * Whether a write failed on a unique index: two requests racing past the same "does it exist?"
 * check both try to write, and PostgreSQL (23505) stops the second. Payload may wrap the
 * driver's error as a ValidationError, so the whole cause chain is searched.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
    if ((cause as { name?: unknown }).name === 'ValidationError') return true;
  }
  return false;
}
