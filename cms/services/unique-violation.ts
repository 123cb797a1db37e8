/**
 * Whether a write failed on a unique index: two requests racing past the same "does it exist?"
 * check both try to write, and PostgreSQL (23505) stops the second. Payload's adapter turns that
 * into a ValidationError whose error says "Value must be unique"; any other ValidationError (a
 * field that fails its own check) is not a race and must not be reported as one.
 */
const UNIQUE_MESSAGE = /unique/i;

export function isUniqueViolation(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
    const details = (cause as { name?: unknown; data?: { errors?: { message?: unknown }[] } }).data?.errors;
    if ((cause as { name?: unknown }).name === 'ValidationError' && details?.some((entry) => UNIQUE_MESSAGE.test(String(entry.message)))) return true;
  }
  return false;
}
