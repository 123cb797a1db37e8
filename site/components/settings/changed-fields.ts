/**
 * What a settings form sends (POST /api/settings/* changes only the fields sent): the fields
 * whose value differs from the last saved one.
 */
export function changedFields<T extends Record<string, unknown>>(values: T, saved: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([field, value]) => value !== saved[field])) as Partial<T>;
}

/** The form field an error reply is about: its `field` names the request's path, `settings.siteName`. */
export function formFieldOf(replyField: string | undefined): string | null {
  return replyField?.startsWith('settings.') ? replyField.slice('settings.'.length) : null;
}
