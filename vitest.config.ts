import { defineConfig } from 'vitest/config';

/**
 * Two projects: `unit` (pure code, beside what it tests) and `integration` (the built site on a
 * random port against a fresh PostgreSQL database per file: API contract tests `*.int.spec.ts`
 * and Playwright journeys in e2e/). Integration files run one at a time: each boots servers and
 * Chromium, and the CI machine has two cores.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{shared,cms,site,infra,commerce}/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['{site,infra,cms}/**/*.int.spec.ts', 'e2e/**/*.e2e.ts'],
          exclude: ['**/node_modules/**'],
          globalSetup: ['infra/src/testing/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
