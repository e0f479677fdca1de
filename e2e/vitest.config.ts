import { defineConfig } from 'vitest/config';
import LongestFirstSequencer from './support/longest-first-sequencer';

/**
 * The browser suite: the built server and console, driven in Chromium. A story mostly waits (on
 * the wallet's answer, the console's polls, a page's requests): one file at a time kept the two
 * cores a quarter busy (584 s wall, 265 s of CPU), so two files run side by side. A test gets two
 * minutes unless it says more: a story slows down while another runs beside it.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['specs/**/*.e2e.ts'],
    globalSetup: ['support/global-setup.ts'],
    fileParallelism: true,
    maxWorkers: 2,
    // The files of a worker share their modules and their Chromium (support/browser.ts): each file
    // imported the wallet, the core and Playwright afresh, 53 s of the suite's worker time.
    isolate: false,
    sequence: { sequencer: LongestFirstSequencer },
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
