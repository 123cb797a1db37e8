import { describe, expect, it } from 'vitest';
import { asArrivingRequest, freshnessMoment, requestChangedContent } from './request-arrival';

describe('freshnessMoment', () => {
  it('is the moment the request arrived throughout its work, awaits included', async () => {
    const before = performance.now();
    const seen = await asArrivingRequest(async () => {
      const first = freshnessMoment();
      await new Promise((resolve) => setTimeout(resolve, 5));
      return [first, freshnessMoment()];
    });
    expect(seen[0]).toBe(seen[1]);
    expect(seen[0]).toBeGreaterThanOrEqual(before);
  });

  it('is the call itself outside a request', async () => {
    const first = freshnessMoment();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(freshnessMoment()).toBeGreaterThan(first);
  });

  it('keeps requests served together apart', async () => {
    const arrivals = await Promise.all(
      [0, 5].map((delay) =>
        new Promise((resolve) => setTimeout(resolve, delay)).then(() =>
          asArrivingRequest(async () => {
            await new Promise((resolve) => setTimeout(resolve, 10 - delay));
            return freshnessMoment();
          }),
        ),
      ),
    );
    expect(arrivals[1]).toBeGreaterThan(arrivals[0]!);
  });

  it('is each call once the request has announced a change of content, so its later reads hear its own commit', async () => {
    const [before, after] = await asArrivingRequest(async () => {
      const arrived = freshnessMoment();
      requestChangedContent();
      await new Promise((resolve) => setTimeout(resolve, 5));
      return [arrived, freshnessMoment()];
    });
    expect(after).toBeGreaterThan(before!);
    // Another request is not concerned.
    const other = await asArrivingRequest(async () => {
      const arrived = freshnessMoment();
      await new Promise((resolve) => setTimeout(resolve, 5));
      return freshnessMoment() === arrived;
    });
    expect(other).toBe(true);
  });
});
