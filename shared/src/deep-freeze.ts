/**
 * Freezes `value` and everything it holds, and returns it. For values shared between requests:
 * a kept read, the texts handed to islands (a deeply frozen island prop is serialised once and
 * kept; patches/astro@7.3.5.patch).
 */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}
