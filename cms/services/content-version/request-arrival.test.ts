import { describe, expect, it } from 'vitest';
import { arrivalOfRequest, asArrivingRequest } from './request-arrival';

describe('arrivalOfRequest', () => {
  it('is the moment the request arrived throughout its work, awaits included', async () => {
    const before = performance.now();
    const seen = await asArrivingRequest(async () => {
      const first = arrivalOfRequest();
      await new Promise((resolve) => setTimeout(resolve, 5));
      return [first, arrivalOfRequest()];
    });
    expect(seen[0]).toBe(seen[1]);
    expect(seen[0]).toBeGreaterThanOrEqual(before);
  });

  it('is the call itself outside a request', async () => {
    const first = arrivalOfRequest();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(arrivalOfRequest()).toBeGreaterThan(first);
  });

  it('keeps requests served together apart', async () => {
    const arrivals = await Promise.all(
      [0, 5].map((delay) =>
        new Promise((resolve) => setTimeout(resolve, delay)).then(() =>
          asArrivingRequest(async () => {
            await new Promise((resolve) => setTimeout(resolve, 10 - delay));
            return arrivalOfRequest();
          }),
        ),
      ),
    );
    expect(arrivals[1]).toBeGreaterThan(arrivals[0]!);
  });
});
