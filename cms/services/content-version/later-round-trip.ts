/**
 * Wraps a round trip (`run`) so that every call waits for one that *started after the call*,
 * while calls arriving together share it: at most one round trip runs and one more is queued,
 * however many calls wait. Used to catch up with PostgreSQL's notifications before a cached page
 * is served: only a query sent after the request arrived proves every change committed before
 * it has been heard (see listen-for-content-changes).
 */
export function laterRoundTrip(run: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;

  const startNow = (): Promise<void> => {
    const trip = run().finally(() => {
      if (running === trip) running = null;
    });
    running = trip;
    return trip;
  };

  return () => {
    if (!running) return startNow();
    // The running trip may have been sent before this call: wait for the next one, shared.
    queued ??= running
      .catch(() => {})
      .then(() => {
        queued = null;
        return startNow();
      });
    return queued;
  };
}
