import type { APIContext } from 'astro';
import { SESSION_COOKIE, sessionCookieAttributes } from '@halaqa/cms/auth/session-cookie';

export function setSessionCookie(context: Pick<APIContext, 'cookies' | 'url'>, token: string, expiresAt: Date): void {
  context.cookies.set(SESSION_COOKIE, token, sessionCookieAttributes(context.url.protocol === 'https:', expiresAt));
}

export function clearSessionCookie(context: Pick<APIContext, 'cookies'>): void {
  context.cookies.delete(SESSION_COOKIE, { path: '/' });
}

export function sessionTokenOf(context: Pick<APIContext, 'cookies'>): string | null {
  return context.cookies.get(SESSION_COOKIE)?.value ?? null;
}
