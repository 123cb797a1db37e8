/**
 * Reports every uncaught error and unhandled promise rejection to the server (platform-core §7,
 * POST /api/log-client-error). A rejection sends only its message and stack; one without a
 * message is "Unhandled rejection". Reporting never throws and never reports itself.
 */
function report(body: Record<string, unknown>): void {
  const payload = { ...body, userAgent: navigator.userAgent, location: window.location.href };
  void fetch('/api/log-client-error', {
    method: 'POST',
    credentials: 'include',
    keepalive: true,
    headers: { 'content-type': 'application/json', 'x-tenant-host': window.location.origin },
    body: JSON.stringify(payload),
  }).catch(() => undefined);
}

window.addEventListener('error', (event) => {
  report({
    message: event.message || String(event.error ?? 'Error'),
    source: event.filename || undefined,
    lineno: event.lineno || undefined,
    colno: event.colno || undefined,
    stack: event.error instanceof Error ? event.error.stack : undefined,
  });
});

window.addEventListener('unhandledrejection', (event) => {
  const reason: unknown = event.reason;
  const message = reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : '';
  report({ message: message || 'Unhandled rejection', stack: reason instanceof Error ? reason.stack : undefined });
});
