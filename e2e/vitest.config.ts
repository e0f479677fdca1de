import { defineConfig } from 'vitest/config';

/** The browser suite: the built server and console, driven in Chromium. One file at a time (2 cores). */
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['specs/**/*.e2e.ts'],
    globalSetup: ['support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
