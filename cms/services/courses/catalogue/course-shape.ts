/** JSON lists stored by the admin may hold anything; replies carry strings only. */
export function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}
