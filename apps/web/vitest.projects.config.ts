import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { configDefaults, defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * The test files that mock a module (vi.mock), found by reading them: each needs the modules to
 * itself, and a new one goes to `web-isolated` without a list to keep.
 */
const MOCKING_MODULES = readdirSync(path.join(import.meta.dirname, 'src'), {
  recursive: true,
  encoding: 'utf8',
})
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `src/${file.split(path.sep).join('/')}`)
  .filter((file) => readFileSync(path.join(import.meta.dirname, file), 'utf8').includes('vi.mock('));

/**
 * The console's tests, in two projects. In `web` the files of a worker share their modules (no
 * isolation): each file imported React, MUI and the console afresh, and the project took 165 s
 * where it now takes 107 s (2026-11-29, docs/performance.md). Each file's styles go with it
 * (src/test/setup.ts). A file that mocks a module goes in `web-isolated`, where each file has its
 * own modules: a module mock reaches only the files that import the module after it.
 */
const webProject = (name: string, isolated: boolean) =>
  defineProject({
    root: import.meta.dirname,
    plugins: [react()],
    test: {
      name,
      // jsdom, with a rule that cannot match an element skipped before its selector is run: the
      // two projects took 89 s (144 s of CPU), now 68 s (102 s); src/test/jsdom-environment.ts.
      environment: './src/test/jsdom-environment.ts',
      include: isolated ? MOCKING_MODULES : ['src/**/*.test.{ts,tsx}'],
      exclude: isolated ? configDefaults.exclude : [...configDefaults.exclude, ...MOCKING_MODULES],
      isolate: isolated,
      setupFiles: ['./src/test/computed-style-cache.ts', './src/test/setup.ts'],
      testTimeout: 45_000,
    },
  });

export const WEB_PROJECTS = [webProject('web', false), webProject('web-isolated', true)];
