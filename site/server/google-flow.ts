import type { APIContext } from 'astro';
import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from '@oslojs/encoding';
import { generateState } from 'arctic';
import { safeReturnPath } from '@halaqa/shared/return-path';
import { siteOriginOf, siteOriginsOf } from '@halaqa/cms/services/tenants/site-origin';

/**
 * The two values a Google sign-in must carry from its start to its callback, kept in short-lived
 * HttpOnly cookies scoped to the callback: the `state` (CSRF) and the PKCE code verifier.
 */
const STATE_COOKIE = 'google_oauth_state';
const VERIFIER_COOKIE = 'google_code_verifier';
const COOKIE_PATH = '/api/users/google';
const TEN_MINUTES = 10 * 60;

/**
 * Google sends the visitor back to the domain of the site they started on (the flow's cookies
 * live there), with the platform's configured scheme and port, never the request's own.
 */
export function googleCallbackUrl(context: Pick<APIContext, 'url' | 'locals'>): string {
  const { tenant } = context.locals;
  const here = siteOriginsOf(tenant).find((origin) => new URL(origin).hostname === context.url.hostname) ?? siteOriginOf(tenant);
  return `${here}/api/users/google/callback`;
}

export function rememberGoogleFlow(context: Pick<APIContext, 'cookies' | 'url'>, state: string, codeVerifier: string): void {
  const options = { httpOnly: true, sameSite: 'lax' as const, secure: context.url.protocol === 'https:', path: COOKIE_PATH, maxAge: TEN_MINUTES };
  context.cookies.set(STATE_COOKIE, state, options);
  context.cookies.set(VERIFIER_COOKIE, codeVerifier, options);
}

/** The remembered flow, consumed (cookies cleared) whatever happens next. */
export function takeGoogleFlow(context: Pick<APIContext, 'cookies'>): { state: string; codeVerifier: string } | null {
  const state = context.cookies.get(STATE_COOKIE)?.value;
  const codeVerifier = context.cookies.get(VERIFIER_COOKIE)?.value;
  context.cookies.delete(STATE_COOKIE, { path: COOKIE_PATH });
  context.cookies.delete(VERIFIER_COOKIE, { path: COOKIE_PATH });
  return state && codeVerifier ? { state, codeVerifier } : null;
}

/**
 * The flow's `state`: arctic's random value, then the page to return to (issue #15). Google hands
 * the state back untouched, and the callback accepts it only if it equals the cookie's, so the
 * return path cannot be swapped on the way; it is checked again when read all the same.
 */
export function googleStateFor(returnTo: string): string {
  return `${generateState()}.${encodeBase64urlNoPadding(new TextEncoder().encode(safeReturnPath(returnTo)))}`;
}

/** The return path a state carries; home when it carries none or one that is not a same-site path. */
export function returnPathOfGoogleState(state: string): string {
  const encoded = state.split('.')[1];
  if (!encoded) return '/';
  try {
    return safeReturnPath(new TextDecoder('utf-8', { fatal: true }).decode(decodeBase64urlIgnorePadding(encoded)));
  } catch {
    return '/';
  }
}
