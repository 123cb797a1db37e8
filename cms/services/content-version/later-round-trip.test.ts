import { describe, expect, it } from 'vitest';
import { laterRoundTrip } from './later-round-trip';

/** A round trip the test finishes by hand; `started` counts how many began. */
function manualTrips() {
  const finish: (() => void)[] = [];
  const run = () => new Promise<void>((resolve) => finish.push(resolve));
  return { run, finish, started: () => finish.length };
}

describe('laterRoundTrip', () => {
  it('starts at once when idle, and a call during a trip waits for the next one, shared by all such calls', async () => {
    const trips = manualTrips();
    const catchUp = laterRoundTrip(trips.run);
    const order: string[] = [];
    void catchUp().then(() => order.push('first'));
    void catchUp().then(() => order.push('second'));
    void catchUp().then(() => order.push('third'));
    expect(trips.started()).toBe(1);

    trips.finish[0]!();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(order).toEqual(['first']);
    // The queued calls share one trip, started only after the first one ended.
    expect(trips.started()).toBe(2);
    trips.finish[1]!();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(order).toEqual(['first', 'second', 'third']);
  });

  it('passes a failed trip on to its callers and keeps working afterwards', async () => {
    let fail = true;
    const catchUp = laterRoundTrip(async () => {
      if (fail) throw new Error('connection lost');
    });
    await expect(catchUp()).rejects.toThrow('connection lost');
    fail = false;
    await expect(catchUp()).resolves.toBeUndefined();
  });

  it('lets a call whose moment came before a running trip join it, and answers one an earlier trip covers at once', async () => {
    const trips = manualTrips();
    const catchUp = laterRoundTrip(trips.run);
    const arrived = performance.now();
    const order: string[] = [];
    void catchUp().then(() => order.push('started it'));
    void catchUp(arrived).then(() => order.push('arrived before it'));
    expect(trips.started()).toBe(1);
    trips.finish[0]!();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(order).toEqual(['started it', 'arrived before it']);

    // The same request again: the trip that came back was sent after it arrived.
    await expect(catchUp(arrived)).resolves.toBeUndefined();
    expect(trips.started()).toBe(1);
    // A request arriving now is not covered: it waits for a trip of its own.
    void catchUp(performance.now()).then(() => order.push('arrived after it'));
    expect(trips.started()).toBe(2);
    trips.finish[1]!();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(order.at(-1)).toBe('arrived after it');
  });

  it('credits no moment to a trip that failed', async () => {
    let fail = true;
    let trips = 0;
    const catchUp = laterRoundTrip(async () => {
      trips += 1;
      if (fail) throw new Error('connection lost');
    });
    const arrived = performance.now();
    await expect(catchUp(arrived)).rejects.toThrow('connection lost');
    fail = false;
    await expect(catchUp(arrived)).resolves.toBeUndefined();
    expect(trips).toBe(2);
  });
});
