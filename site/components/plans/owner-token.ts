import { TENANT_HOST_HEADER } from '@halaqa/shared/tenant-host';
import { callApi, type ApiResult } from '../api-client';

/** Renewed this long before it runs out, so a call never carries a token that expires on the way. */
const MARGIN_MS = 30_000;

let current: { token: string; expiresAt: number } | null = null;

/** The owner's bearer token for the subscription calls (POST /api/users/generate-token), reused while fresh. */
async function ownerToken(): Promise<string | null> {
  if (current && current.expiresAt - MARGIN_MS > Date.now()) return current.token;
  const generated = await callApi<{ token: string; expiresAt: string }>('POST', '/api/users/generate-token');
  current = generated.data ? { token: generated.data.token, expiresAt: Date.parse(generated.data.expiresAt) } : null;
  return current?.token ?? null;
}

/**
 * A subscription call with the owner's token: in the body (`token`) for POSTs, as
 * `Authorization: Bearer` for GETs. A token refused as invalid (spent on a password change in
 * another tab) is replaced once.
 */
export async function callAsOwner<T>(method: 'GET' | 'POST', path: string, body: Record<string, unknown> = {}): Promise<ApiResult<T>> {
  for (let attempt = 0; ; attempt += 1) {
    const token = await ownerToken();
    if (!token) return { ok: false, status: 401, data: null, error: null };
    const result = method === 'POST' ? await callApi<T>('POST', path, { ...body, token }) : await getWithBearer<T>(path, token);
    if (result.status !== 400 || attempt > 0) return result;
    current = null;
  }
}

async function getWithBearer<T>(path: string, token: string): Promise<ApiResult<T>> {
  const response = await fetch(path, { credentials: 'include', headers: { [TENANT_HOST_HEADER]: window.location.origin, authorization: `Bearer ${token}` } });
  const payload: unknown = await response.json().catch(() => null);
  const error = payload && typeof payload === 'object' && 'error' in payload ? String(payload.error) : null;
  return { ok: response.ok, status: response.status, data: response.ok ? (payload as T) : null, error };
}

/** Downloads a receipt (a bearer-token GET, so not a plain link) under the name the server gives it. */
export async function downloadAsOwner(path: string, fileName: string): Promise<string | null> {
  const token = await ownerToken();
  if (!token) return null;
  const response = await fetch(path, { credentials: 'include', headers: { [TENANT_HOST_HEADER]: window.location.origin, authorization: `Bearer ${token}` } });
  if (!response.ok) return ((await response.json().catch(() => null)) as { error?: string } | null)?.error ?? String(response.status);
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return null;
}
