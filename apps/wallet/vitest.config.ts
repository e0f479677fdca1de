import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'wallet',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/testing/global-setup.ts'],
    // The CLI tests spawn the CLI (bundled for the run, or the real bin) with scrypt per command.
    testTimeout: 30_000,
    // No file mocks a module: the files of a worker share their modules.
    isolate: false,
  },
});
