import { TENANT_HOST_HEADER } from '@halaqa/shared/tenant-host';

/** What a browser error report carries besides what the page adds (platform-core §7). */
export interface ClientErrorFields {
  message: string;
  source?: string;
  lineno?: number;
  colno?: number;
  stack?: string;
}

/** The longest texts the server keeps (shared/schemas/settings.ts ZClientErrorReport); longer is refused. */
const MESSAGE_LIMIT = 2000;
const STACK_LIMIT = 20_000;

/**
 * Sends a browser error to the server (platform-core §7, POST /api/log-client-error) with the
 * browser's user agent and the page's address. Reporting never throws and never reports itself.
 */
export function reportClientError(fields: ClientErrorFields): void {
  const payload = {
    ...fields,
    message: fields.message.slice(0, MESSAGE_LIMIT),
    stack: fields.stack?.slice(0, STACK_LIMIT),
    userAgent: navigator.userAgent,
    location: window.location.href,
  };
  void fetch('/api/log-client-error', {
    method: 'POST',
    credentials: 'include',
    keepalive: true,
    headers: { 'content-type': 'application/json', [TENANT_HOST_HEADER]: window.location.origin },
    body: JSON.stringify(payload),
  }).catch(() => undefined);
}
