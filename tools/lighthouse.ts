import os from 'node:os';
import lighthouse, { desktopConfig, type Flags } from 'lighthouse';
import { launchBrowser, newPage } from '../e2e/support/browser';
import { freePort } from '../e2e/support/free-port';
import { loginWithWallet } from '../e2e/support/login';
import { startServer } from '../e2e/support/server';
import { newHolder } from '../e2e/support/wallet';

/**
 * `npm run lighthouse`: Lighthouse (performance and accessibility) on /login and on the home of a
 * logged-in individual, with its default mobile profile and its desktop profile, in Debian's
 * Chromium against the built server on a fresh embedded database. Prints a Markdown table for
 * docs/performance.md.
 *
 * `--check` (CI, decision 0011) fails when a page breaks what CI holds: accessibility ≥ 95 on
 * every page and profile (issue 7's target), desktop performance ≥ 90 (the target is 95; the
 * floor leaves room for a loaded machine). Mobile performance is printed against its target of
 * 95 but not held: Lighthouse multiplies the CPU time it observes by four, so the same build
 * scores 63 on one machine of this kind and 92 on another (decision 0010).
 */
const HELD = { accessibility: 95, desktopPerformance: 90, target: 95 };
const check = process.argv.includes('--check');

interface Row {
  page: string;
  profile: 'mobile' | 'desktop';
  performance: number;
  accessibility: number;
  line: string;
}

const port = await freePort();
const server = await startServer();
const browser = await launchBrowser({ remoteDebuggingPort: port });
const rows: Row[] = [];
try {
  // The home needs a session: log in once in this browser; Lighthouse keeps the storage it finds.
  const { page, context } = await newPage(browser, server.baseUrl);
  await loginWithWallet(page, 'individual', newHolder());
  await page.waitForURL((url) => url.pathname === '/');
  const pages = [
    { name: '/login (no session)', url: `${server.baseUrl}/login`, keepStorage: false },
    { name: '/ home (individual)', url: `${server.baseUrl}/`, keepStorage: true },
  ];
  for (const profile of ['mobile', 'desktop'] as const) {
    for (const target of pages) {
      const flags: Flags = {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: target.keepStorage,
      };
      const audit = async () => {
        const result = await lighthouse(target.url, flags, profile === 'desktop' ? desktopConfig : undefined);
        if (!result) throw new Error(`Lighthouse gave no result for ${target.url}`);
        return result.lhr;
      };
      // A run that could not load the page (a runtime error) says nothing about it: once more.
      let lhr = await audit();
      if (lhr.runtimeError) {
        console.error(`${target.name}, ${profile}: ${lhr.runtimeError.code}; running it again`);
        lhr = await audit();
      }
      const { categories, audits } = lhr;
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      const ms = (id: string) => audits[id]?.displayValue ?? '—';
      const row: Row = {
        page: target.name,
        profile,
        performance: score('performance'),
        accessibility: score('accessibility'),
        line: `| ${target.name} | ${profile} | ${score('performance')} | ${score('accessibility')} | ${ms('first-contentful-paint')} | ${ms('largest-contentful-paint')} | ${ms('total-blocking-time')} |`,
      };
      rows.push(row);
      console.error(row.line);
    }
  }
  await context.close();
} finally {
  await browser.close();
  await server.stop();
}
console.log(`Lighthouse ${new Date().toISOString()} — ${os.cpus().length}× ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}\n`);
console.log('| page | profile | performance | accessibility | FCP | LCP | TBT |\n| --- | --- | --- | --- | --- | --- | --- |');
console.log(rows.map((row) => row.line).join('\n'));

if (check) {
  const broken = rows.flatMap((row) => [
    ...(row.accessibility < HELD.accessibility ? [`${row.page}, ${row.profile}: accessibility ${row.accessibility} < ${HELD.accessibility}`] : []),
    ...(row.profile === 'desktop' && row.performance < HELD.desktopPerformance
      ? [`${row.page}, desktop: performance ${row.performance} < ${HELD.desktopPerformance}`]
      : []),
  ]);
  for (const row of rows.filter((r) => r.profile === 'mobile' && r.performance < HELD.target)) {
    console.log(`not held: ${row.page}, mobile: performance ${row.performance}, target ${HELD.target} (decision 0011)`);
  }
  if (broken.length > 0) {
    console.error(`\nLighthouse budgets broken:\n${broken.map((line) => `  ${line}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`Lighthouse budgets held: accessibility ≥ ${HELD.accessibility} everywhere, desktop performance ≥ ${HELD.desktopPerformance}.`);
}
