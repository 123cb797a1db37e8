import { hash } from 'node:crypto';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';

/** 20 random bytes (160 bits) in base32: the Lucia design's session and single-use tokens. */
export function generateRandomToken(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

/**
 * Tokens are stored only as their SHA-256, so the database alone cannot be used to sign in.
 * The same digest as the Lucia design's @oslojs/crypto, from Node's native one: every signed-in
 * request hashes its cookie, and the JavaScript SHA-256 was 2.4 % of a signed-in page (issue #13).
 * The one-shot `hash` makes no Hash object to update and digest (half a percent of a lesson page).
 */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}
