import { reportClientError } from '../components/report-client-error';

/**
 * Reports every uncaught error and unhandled promise rejection to the server (platform-core §7,
 * POST /api/log-client-error). A rejection sends only its message and stack; one without a
 * message is "Unhandled rejection". Errors an island's crash screen catches never get here: the
 * crash screen reports them itself (CrashScreen.tsx).
 */
window.addEventListener('error', (event) => {
  reportClientError({
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
  reportClientError({ message: message || 'Unhandled rejection', stack: reason instanceof Error ? reason.stack : undefined });
});
