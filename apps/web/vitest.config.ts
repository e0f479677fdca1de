import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { PREACT_ALIASES } from './renderer.config.ts';

export default defineProject({
  plugins: [react()],
  resolve: {
    conditions: ['module', 'browser', 'development'],
    mainFields: ['module', 'jsnext:main', 'jsnext'],
    alias: [
      ...PREACT_ALIASES,
      // Its ES module build, whose imports of React the aliases reach (the CommonJS one Node loads itself).
      {
        find: /^@testing-library\/react$/,
        replacement: fileURLToPath(
          new URL(
            '../../node_modules/@testing-library/react/dist/@testing-library/react.esm.js',
            import.meta.url,
          ),
        ),
      },
    ],
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 45_000,
    // Through Vite, so the aliases reach the libraries too: a library Node loaded itself would get
    // React DOM, and two renderers in one tree break every hook.
    server: { deps: { inline: true } },
  },
});
