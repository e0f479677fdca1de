import { defineProject } from 'vitest/config';

export default defineProject({
  // No file mocks a module: the files of a worker share their modules (each imported zod and the
  // schemas afresh, most of the project's time).
  test: { name: 'core', include: ['src/**/*.test.ts'], environment: 'node', isolate: false },
});
