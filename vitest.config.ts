import { defineConfig } from 'vitest/config';
import { islandTexts } from './site/island-texts/vite-plugin.ts';

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
        // Islands render in several languages in one test file: their texts come as on the server.
        plugins: [islandTexts({ server: true })],
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
