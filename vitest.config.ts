import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url));
// Vitest's default leaves one of two cores idle; the tests wait on databases, browsers and
// sockets often enough that two workers pay off even there.
const WORKERS = Math.max(2, availableParallelism() - 1);
/**
 * Journeys that run one at a time on a server of their own, after the others: restores replace
 * every table and the public site expects the whole catalogue on sale (the commerce journey
 * takes a package off sale and back).
 */
const EXCLUSIVE_JOURNEYS = [
  'tests/e2e/system-tools.test.ts',
  'tests/e2e/backup-upload.test.ts',
  'tests/e2e/public-site.test.ts',
];
/**
 * The analytics journeys count the sign-ups, finished exams and orders they cause, which a
 * journey running beside them would add to: one at a time too, on a third server (`npm test`
 * runs this project and the exclusive one as two processes, side by side).
 */
const ANALYTICS_JOURNEYS = [
  'tests/e2e/business-analytics-learning.test.ts',
  'tests/e2e/business-analytics-revenue.test.ts',
  'tests/e2e/business-analytics-site.test.ts',
];
const alias = { '@': dir('./src/web'), '@common': dir('./src/common') };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          globalSetup: ['tests/helpers/server-global-setup.ts'],
          // Each file has a database of its own; sharing the module cache between the files a
          // worker runs saves importing the whole server again for each of them.
          maxWorkers: WORKERS,
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['src/web/test/setup.ts'],
          // Isolated: the toast store and other module state of one page's file must not show
          // up in the next file's assertions.
          maxWorkers: WORKERS,
          // user-event journeys through whole pages take a few seconds on a busy 2-core machine.
          testTimeout: 20_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          exclude: [...EXCLUSIVE_JOURNEYS, ...ANALYTICS_JOURNEYS],
          globalSetup: ['tests/e2e/global-setup.ts'],
          // Two journeys at a time: on two cores that took 855 s against 1004 s one at a time,
          // and slowed each step enough that a long journey (affiliates) needs more than 60 s.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e-exclusive',
          environment: 'node',
          include: EXCLUSIVE_JOURNEYS,
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e-analytics',
          environment: 'node',
          include: ANALYTICS_JOURNEYS,
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
