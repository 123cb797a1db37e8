/**
 * Wraps a round trip (`run`) so that every call waits for one that *started after* a moment it
 * names (`since`, by default the call itself), while calls arriving together share it: at most
 * one round trip runs and one more is queued, however many calls wait. Used to catch up with
 * PostgreSQL's notifications before a cached value is served: only a query sent after a request
 * arrived proves every change committed before it has been heard (see listen-for-notifications).
 * A call whose moment an earlier trip already covers returns at once, and one that a running
 * trip covers joins it: a request that uses several kept values waits for one trip, not one each.
 * Moments are `performance.now()` readings.
 */
export function laterRoundTrip(run: () => Promise<void>): (since?: number) => Promise<void> {
  let running: { trip: Promise<void>; sentAt: number } | null = null;
  let queued: Promise<void> | null = null;
  /** When the latest trip that came back was started: everything before it has been heard. */
  let heardUpTo = Number.NEGATIVE_INFINITY;

  const startNow = (): Promise<void> => {
    // Read before the query is sent, so a trip is never credited with a later start than it had.
    const sentAt = performance.now();
    const trip = run()
      .then(() => {
        heardUpTo = Math.max(heardUpTo, sentAt);
      })
      .finally(() => {
        if (running?.trip === trip) running = null;
      });
    running = { trip, sentAt };
    return trip;
  };

  return (since = performance.now()) => {
    if (heardUpTo > since) return Promise.resolve();
    if (!running) return startNow();
    if (running.sentAt > since) return running.trip;
    // The running trip was sent too early for this call: wait for the next one, shared.
    queued ??= running.trip
      .catch(() => {})
      .then(() => {
        queued = null;
        return startNow();
      });
    return queued;
  };
}
