import { TENANT_HOST_HEADER } from '@halaqa/shared/tenant-host';
import { offerUpgradeFrom } from '../stores/upgrade-offer';

/**
 * How islands call the contract: cookies included, and the tenant's origin in the tenant host
 * header (platform-core §1), so the server knows the site even behind a shared API host. A
 * refusal by the site's plan (402 with an offer) also opens the upgrade dialog.
 */
export interface ApiResult<T> {
  ok: boolean;
  status: number;
  data: T | null;
  /** The reply's `error` text, when it carried one. */
  error: string | null;
  /** The request's field the error is about (`settings.siteName`), when the reply names one. */
  field?: string;
}

export async function callApi<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<ApiResult<T>> {
  const caller = document.activeElement;
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: {
      [TENANT_HOST_HEADER]: window.location.origin,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload: unknown = await response.json().catch(() => null);
  offerUpgradeFrom(response.status, payload, caller);
  const error = payload && typeof payload === 'object' && 'error' in payload ? String(payload.error) : null;
  const field = payload && typeof payload === 'object' && 'field' in payload ? String(payload.field) : undefined;
  // 201 is POST /api/courses' success (learning-content §7); every other call succeeds with 200.
  const ok = response.status === 200 || response.status === 201;
  return { ok, status: response.status, data: ok ? (payload as T) : null, error, field };
}

/**
 * POST /api/files/upload (multipart field `file`, optional `segment`): the stored file's key,
 * or the server's error text. The contract reads back either `key` or `error`.
 */
export async function uploadFile(file: File, segment: string, visibility: 'public' | 'private' = 'public'): Promise<{ key: string } | { error: string | null }> {
  const body = new FormData();
  body.set('file', file);
  body.set('segment', segment);
  body.set('visibility', visibility);
  const caller = document.activeElement;
  const response = await fetch('/api/files/upload', { method: 'POST', credentials: 'include', headers: { [TENANT_HOST_HEADER]: window.location.origin }, body });
  const reply = (await response.json().catch(() => ({}))) as { key?: string; error?: string };
  offerUpgradeFrom(response.status, reply, caller);
  return reply.key ? { key: reply.key } : { error: reply.error ?? null };
}
