import os from 'node:os';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse, { desktopConfig, type Flags } from 'lighthouse';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../e2e/support/browser';
import { freePort } from '../e2e/support/free-port';
import { loginWithWallet } from '../e2e/support/login';
import { startServer } from '../e2e/support/server';
import { newHolder } from '../e2e/support/wallet';

/**
 * `npm run lighthouse`: Lighthouse (performance and accessibility) on /login and on the home of a
 * logged-in individual, with its default mobile profile and its desktop profile, in Debian's
 * Chromium (the whole browser, as a visitor has) against the built server on a fresh embedded
 * database. Prints a Markdown table for docs/performance.md.
 *
 * `--check` (CI, decision 0011) fails when a page breaks what CI holds: accessibility ≥ 95 on
 * every page and profile (issue 7's target), and desktop performance ≥ 95 on both pages (decision
 * 0015; 100 measured on both kinds of machine). Mobile performance is printed against its
 * target of 95 but not held: Lighthouse multiplies the CPU time it observes by four, so the same
 * build scores up to 30 points apart on two machines of this kind. `--save DIR` keeps each report.
 */
const HELD = { accessibility: 95, desktopPerformance: 95, target: 95 };
const check = process.argv.includes('--check');
/** `--save DIR`: each run's whole report (JSON) is written there, to read what a figure is made of. */
const saveDir = process.argv.includes('--save')
  ? process.argv[process.argv.indexOf('--save') + 1]
  : undefined;

interface Row {
  page: string;
  profile: 'mobile' | 'desktop';
  /** Whether CI fails when the performance is under HELD.desktopPerformance. */
  performanceHeld: boolean;
  performance: number;
  accessibility: number;
  line: string;
}

const port = await freePort();
const server = await startServer();
// Lighthouse opens its tabs in the browser's default context, so the session must be there: a
// persistent context is that default context (a Playwright `newContext` is one Lighthouse never sees).
const profileDir = mkdtempSync(path.join(os.tmpdir(), 'sigil-lighthouse-'));
const context = await chromium.launchPersistentContext(profileDir, {
  ...chromiumLaunchOptions({ build: 'browser', remoteDebuggingPort: port }),
  baseURL: server.baseUrl,
  locale: 'en-GB',
});
const rows: Row[] = [];
try {
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  const pages = [
    { name: '/login (no session)', url: `${server.baseUrl}/login`, session: false },
    { name: '/ home (individual)', url: `${server.baseUrl}/`, session: true },
  ];
  for (const profile of ['mobile', 'desktop'] as const) {
    for (const target of pages) {
      const audit = async () => {
        // Each page loads cold, /login with nothing stored and the home with a fresh session. This
        // tab then waits for the home's calls to be answered and leaves the console, so that
        // neither it nor the server is still busy with it while Lighthouse loads the page.
        await cdp.send('Storage.clearDataForOrigin', { origin: server.baseUrl, storageTypes: 'all' });
        if (target.session) {
          await loginWithWallet(page, 'individual', newHolder());
          await page.waitForURL((url) => url.pathname === '/');
          await page.waitForLoadState('networkidle');
          await page.goto('about:blank');
        }
        await cdp.send('Network.clearBrowserCache');
        const flags: Flags = {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          disableStorageReset: target.session,
        };
        const result = await lighthouse(target.url, flags, profile === 'desktop' ? desktopConfig : undefined);
        if (!result) throw new Error(`Lighthouse gave no result for ${target.url}`);
        return result.lhr;
      };
      const measure = async () => {
        // A run that could not load the page (a runtime error) says nothing about it: once more.
        let lhr = await audit();
        if (lhr.runtimeError) {
          console.error(`${target.name}, ${profile}: ${lhr.runtimeError.code}; running it again`);
          lhr = await audit();
        }
        // A page that sent Lighthouse elsewhere (the home to /login without a session) was not measured.
        if (lhr.finalDisplayedUrl !== target.url) {
          throw new Error(
            `${target.name}, ${profile}: Lighthouse measured ${lhr.finalDisplayedUrl}, not ${target.url}`,
          );
        }
        if (saveDir) {
          mkdirSync(saveDir, { recursive: true });
          const file = `${target.name.replace(/[^a-z]+/gi, '-').replace(/^-|-$/g, '')}-${profile}.json`;
          writeFileSync(path.join(saveDir, file), JSON.stringify(lhr));
        }
        const { categories, audits } = lhr;
        const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
        const ms = (id: string) => audits[id]?.displayValue ?? '—';
        return {
          performance: score('performance'),
          accessibility: score('accessibility'),
          timings: `${ms('first-contentful-paint')} | ${ms('largest-contentful-paint')} | ${ms('total-blocking-time')}`,
        };
      };
      const runs = [await measure()];
      const performanceHeld = profile === 'desktop';
      // A held score that misses is measured four times more and the median of the five decides
      // (Lighthouse CI's numberOfRuns, at its largest): one run's long task on a busy machine moves
      // a score by several points, and the median of three still fell on such a run (decision 0011,
      // addenda of 2026-11-29).
      if (check && performanceHeld && runs[0]!.performance < HELD.desktopPerformance) {
        console.error(
          `${target.name}, ${profile}: performance ${runs[0]!.performance}; measuring four times more`,
        );
        for (let more = 0; more < 4; more++) runs.push(await measure());
      }
      const median = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)]!;
      const scores = runs.length > 1 ? ` (median of ${runs.map((run) => run.performance).join(', ')})` : '';
      const row: Row = {
        page: target.name,
        profile,
        performanceHeld,
        performance: median.performance,
        accessibility: Math.min(...runs.map((run) => run.accessibility)),
        line: `| ${target.name} | ${profile} | ${median.performance}${scores} | ${Math.min(...runs.map((run) => run.accessibility))} | ${median.timings} |`,
      };
      rows.push(row);
      console.error(row.line);
    }
  }
} finally {
  await context.close();
  await server.stop();
  rmSync(profileDir, { recursive: true, force: true });
}
console.log(
  `Lighthouse ${new Date().toISOString()} — ${os.cpus().length}× ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}\n`,
);
console.log(
  '| page | profile | performance | accessibility | FCP | LCP | TBT |\n| --- | --- | --- | --- | --- | --- | --- |',
);
console.log(rows.map((row) => row.line).join('\n'));

if (check) {
  const broken = rows.flatMap((row) => [
    ...(row.accessibility < HELD.accessibility
      ? [`${row.page}, ${row.profile}: accessibility ${row.accessibility} < ${HELD.accessibility}`]
      : []),
    ...(row.performanceHeld && row.performance < HELD.desktopPerformance
      ? [`${row.page}, ${row.profile}: performance ${row.performance} < ${HELD.desktopPerformance}`]
      : []),
  ]);
  for (const row of rows.filter((r) => !r.performanceHeld && r.performance < HELD.target)) {
    console.log(
      `not held: ${row.page}, ${row.profile}: performance ${row.performance}, target ${HELD.target} (decision 0011)`,
    );
  }
  if (broken.length > 0) {
    console.error(`\nLighthouse budgets broken:\n${broken.map((line) => `  ${line}`).join('\n')}`);
    process.exit(1);
  }
  console.log(
    `Lighthouse budgets held: accessibility ≥ ${HELD.accessibility} everywhere, desktop performance ≥ ${HELD.desktopPerformance}.`,
  );
}
