/**
 * How islands call the contract: cookies included, and the tenant's origin in the tenant host
 * header (platform-core §1), so the server knows the site even behind a shared API host.
 */
export const TENANT_HOST_HEADER = 'x-tenant-host';

export interface ApiResult<T> {
  ok: boolean;
  status: number;
  data: T | null;
  /** The reply's `error` text, when it carried one. */
  error: string | null;
}

export async function callApi<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<ApiResult<T>> {
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
  const error = payload && typeof payload === 'object' && 'error' in payload ? String(payload.error) : null;
  return { ok: response.status === 200, status: response.status, data: response.status === 200 ? (payload as T) : null, error };
}
