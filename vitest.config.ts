import { defineConfig } from 'vitest/config';
import { islandTexts } from './site/island-texts/vite-plugin.ts';

/**
 * Two projects: `unit` (pure code, beside what it tests) and `integration` (the built site on a
 * random port against a fresh PostgreSQL database per file: API contract tests `*.int.spec.ts`
 * and Playwright journeys in e2e/; the faults suite, site/tests/faults, is among them, so
 * `pnpm test` runs it too and `pnpm test:faults` runs only it). Integration files run three at a
 * time on the CI machine's two cores: each boots its own servers (and Chromium) on its own
 * database, and one file alone kept only 0.7 of the cores busy (a request waits on the site, the
 * site on PostgreSQL). With two, both workers were between files (starting a site, making a
 * database, launching Chromium) for 68 s of a 613 s run and the cores idle 4–14 % of the time;
 * with three, idle 0–3 % and `.ci/run` 12.3 → 10.8 min, each test about a fifth slower (the
 * slowest 10.8 s, against a 60 s timeout and 15 s polls). docs/decisions/testing.md, "Three
 * integration workers", issue #16.
 */
export default defineConfig({
  test: {
    projects: [
      {
        // Islands render in several languages in one test file: their texts come as on the server.
        plugins: [islandTexts({ server: true })],
        test: {
          name: 'unit',
          // Unit files share their worker processes (63 s → 26 s for the project): pure code keeps
          // no state between files, and the files pass in any order (--sequence.shuffle.files).
          // Integration files stay isolated: several load Payload for their own database.
          isolate: false,
          // Projects with different worker counts must run as separate groups: the unit files first.
          sequence: { groupOrder: 0 },
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
          maxWorkers: 3,
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // A page's answer under CI's load can take seconds; the default 1 s poll failed journeys
          // (a published order's notice) that were right, only slow.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
