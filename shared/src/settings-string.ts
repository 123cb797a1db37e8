/**
 * A user's settings string (platform-core §3: `settings` is JSON text) as an object, read safely
 * on the server and in the browser alike: anything unreadable, or not an object, is no settings.
 */
export function settingsOf(settings: string | null | undefined): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(settings ?? '{}');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
