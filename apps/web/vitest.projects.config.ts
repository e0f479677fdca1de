import { configDefaults, defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** The test files that mock a module (vi.mock): each needs the modules to itself. */
const MOCKING_MODULES = [
  'src/app/notification-bell-boundary.test.tsx',
  'src/features/auth/pages/organisation-signup-draft.test.tsx',
];

/**
 * The console's tests, in two projects. In `web` the files of a worker share their modules (no
 * isolation): each file imported React, MUI and the console afresh, and the project took 165 s
 * where it now takes about 95 s (2026-11-29, docs/performance.md). Each file's styles go with it
 * (src/test/setup.ts). A file that mocks a module goes in `web-isolated`, where each file has its
 * own modules: a module mock reaches only the files that import the module after it.
 */
const webProject = (name: string, isolated: boolean) =>
  defineProject({
    root: import.meta.dirname,
    plugins: [react()],
    test: {
      name,
      environment: 'jsdom',
      include: isolated ? MOCKING_MODULES : ['src/**/*.test.{ts,tsx}'],
      exclude: isolated ? configDefaults.exclude : [...configDefaults.exclude, ...MOCKING_MODULES],
      isolate: isolated,
      setupFiles: ['./src/test/computed-style-cache.ts', './src/test/setup.ts'],
      testTimeout: 45_000,
    },
  });

export const WEB_PROJECTS = [webProject('web', false), webProject('web-isolated', true)];
