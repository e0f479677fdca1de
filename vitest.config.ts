import { defineConfig } from 'vitest/config';

/** Unit and integration tests of every workspace; the browser suite has its own config in e2e/. */
export default defineConfig({
  test: {
    projects: ['packages/core', 'apps/server', 'apps/web', 'apps/wallet'],
  },
});
