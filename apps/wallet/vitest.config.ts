import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'wallet',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The CLI tests spawn the real bin (tsx start-up plus scrypt per command).
    testTimeout: 30_000,
  },
});
