import { configDefaults, defineProject } from 'vitest/config';

/**
 * Files that never open the configured database: pure logic, or the embedded database itself (its
 * thread, and the server's lifecycle on a data directory). The PostgreSQL pass (DATABASE_URL set)
 * leaves them out: the first pass ran them, and on PostgreSQL they would test the same thing again.
 * A file missing here only runs twice.
 */
const WITHOUT_CONFIGURED_DATABASE = [
  'src/config.test.ts',
  'src/lifecycle.test.ts',
  'src/db/pglite-worker.test.ts',
  'src/db/unavailable.test.ts',
  'src/lib/org-keys.test.ts',
  'src/lib/status-list.test.ts',
  'src/modules/access/access-gate.test.ts',
  'src/modules/access/gate-coverage.test.ts',
  'src/test/pglite-pool.test.ts',
];

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(process.env.DATABASE_URL ? WITHOUT_CONFIGURED_DATABASE : [])],
    environment: 'node',
    // The files of a worker share their modules: each file imported the app's modules afresh, 44 s
    // of the project's worker time (2026-11-29, docs/performance.md). A file starts its own app
    // and database all the same (test/build-test-app.ts), and mocks no module (vi.mock would reach
    // only the files that import the module after it).
    isolate: false,
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
