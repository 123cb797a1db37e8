import { expect, it } from 'vitest';

/** Run only by the test runner's self-test: one test passes, one fails on purpose. */
it('passes', () => {
  expect(1 + 1).toBe(2);
});

it('fails on purpose', () => {
  expect(1 + 1).toBe(3);
});
