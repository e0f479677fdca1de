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
 */
const port = await freePort();
const server = await startServer();
const browser = await launchBrowser({ remoteDebuggingPort: port });
const rows: string[] = [];
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
      const result = await lighthouse(target.url, flags, profile === 'desktop' ? desktopConfig : undefined);
      if (!result) throw new Error(`Lighthouse gave no result for ${target.url}`);
      const { categories, audits } = result.lhr;
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      const ms = (id: string) => audits[id]?.displayValue ?? '—';
      rows.push(
        `| ${target.name} | ${profile} | ${score('performance')} | ${score('accessibility')} | ${ms('first-contentful-paint')} | ${ms('largest-contentful-paint')} | ${ms('total-blocking-time')} |`,
      );
      console.error(rows.at(-1));
    }
  }
  await context.close();
} finally {
  await browser.close();
  await server.stop();
}
console.log(`Lighthouse ${new Date().toISOString()} — ${os.cpus().length}× ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}\n`);
console.log('| page | profile | performance | accessibility | FCP | LCP | TBT |\n| --- | --- | --- | --- | --- | --- | --- |');
console.log(rows.join('\n'));
