import { defineConfig } from 'vitest/config';
import LongestFirstSequencer from './support/longest-first-sequencer';

/**
 * The browser suite: the built server and console, driven in Chromium. A story mostly waits (on
 * the wallet's answer, the console's polls, a page's requests): one file at a time kept the two
 * cores a quarter busy (584 s wall, 265 s of CPU). Two files side by side kept them busy while the
 * stories ran in the whole browser; in the headless shell (decision 0025) they left a fifth of
 * the CPU idle, and three files take 258–264 s where two took 296–308 s (docs/performance.md,
 * 2026-12-01), each story about a quarter slower. A test gets two minutes unless it says more.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['specs/**/*.e2e.ts'],
    globalSetup: ['support/global-setup.ts'],
    fileParallelism: true,
    maxWorkers: 3,
    // The files of a worker share their modules and their Chromium (support/browser.ts): each file
    // imported the wallet, the core and Playwright afresh, 53 s of the suite's worker time.
    isolate: false,
    sequence: { sequencer: LongestFirstSequencer },
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
