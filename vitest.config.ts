import { defineConfig } from 'vitest/config';
import { WEB_PROJECTS } from './apps/web/vitest.projects.config.ts';

/** Unit and integration tests of every workspace; the browser suite has its own config in e2e/. */
export default defineConfig({
  test: {
    // Vitest runs files on (cores − 1) workers: one, on CI's two cores. Most server files wait on
    // a database thread, a child process, a socket or a timer rather than compute, so two workers
    // keep both cores busy and roughly halve the wall time.
    maxWorkers: 2,
    projects: [
      'packages/core',
      'apps/server',
      ...WEB_PROJECTS,
      'apps/wallet',
      'apps/wallet-web',
      // Tests of the tooling itself (lint boundaries); they lint real files, so they are slow.
      { test: { name: 'tools', include: ['tools/**/*.test.ts'], testTimeout: 180_000, hookTimeout: 60_000 } },
    ],
  },
});
