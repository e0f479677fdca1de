import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

/** The phone wallet's unit tests: jsdom, and IndexedDB from fake-indexeddb (jsdom has none). */
export default defineProject({
  plugins: [react()],
  test: {
    name: 'wallet-web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 30_000,
  },
});
