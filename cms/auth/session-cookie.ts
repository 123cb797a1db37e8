/**
 * The session cookie of platform-core: one name for the site and the admin, so one sign-in
 * serves both (cookies ignore the port, so acme.localhost:4321 and :3000 share it).
 */
export const SESSION_COOKIE = 'session';

export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** A session used within its last 15 days is extended to a full lifetime again (sliding expiry). */
export const SESSION_RENEW_WITHIN_MS = 15 * 24 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often, so reading pages does not write on every request. */
export const SESSION_SEEN_RESOLUTION_MS = 5 * 60 * 1000;

export function sessionCookieAttributes(secure: boolean, expiresAt: Date) {
  return { httpOnly: true, sameSite: 'lax' as const, secure, path: '/', expires: expiresAt };
}
