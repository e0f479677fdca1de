import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { TLoginMode } from '@sigil/core';
import { horizontalOverflow, seriousViolations } from '../support/axe';
import { useChromium } from '../support/browser';
import { loginWithWallet } from '../support/login';
import { createSignup, seedApprovedOrganisation } from '../support/seed';
import { sidebar } from '../support/sidebar';
import { holderFromHex, newHolder, type E2eHolder } from '../support/wallet';

const baseUrl = inject('baseUrl');
const provider = holderFromHex(inject('providerKeyHex'));
const PHONE = { width: 375, height: 740 };

/** Waits until the screen has its heading and its data (no request in flight). */
async function settle(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor();
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
}

/** The paths of the sidebar's links: every screen this login may open. */
async function screensOf(page: Page): Promise<string[]> {
  const links = sidebar(page).getByRole('link');
  await links.first().waitFor();
  const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter((href) => href.startsWith('/')))];
}

/**
 * Every screen in light and dark on a desktop, and on a phone in light: what axe-core and the page
 * width say. A theme changes colours, not layout, so the phone's layout is checked once.
 */
describe('accessibility: axe-core on every screen in both themes, and every screen usable 375 px wide', () => {
  const chromium = useChromium(baseUrl);
  const admin = newHolder();
  beforeAll(async () => {
    await seedApprovedOrganisation(baseUrl, { provider, requester: admin, signup: createSignup() });
  });

  async function check(page: Page, paths: string[], where: string): Promise<string[]> {
    const problems: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      await settle(page);
      for (const violation of await seriousViolations(page)) problems.push(`${where} ${path}: ${violation}`);
      const overflow = await horizontalOverflow(page);
      if (overflow > 0) problems.push(`${where} ${path}: the page scrolls ${overflow} px sideways`);
    }
    return problems;
  }

  const logins: Array<{ who: string; mode: TLoginMode; holder: () => E2eHolder }> = [
    { who: 'the provider', mode: 'provider', holder: () => provider },
    { who: "an organisation's Admin", mode: 'organisation', holder: () => admin },
    { who: 'an individual', mode: 'individual', holder: () => newHolder() },
  ];

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`public screens, ${colorScheme}`, async () => {
      const paths = ['/login', '/organisation-signup', '/token-expired', '/no-such-screen'];
      const problems: string[] = [];
      for (const viewport of colorScheme === 'light' ? [undefined, PHONE] : [undefined]) {
        const { page, context } = await chromium.open({ colorScheme, viewport });
        problems.push(...(await check(page, paths, viewport ? 'phone' : 'desktop')));
        await context.close();
      }
      expect(problems).toEqual([]);
    });

    for (const { who, mode, holder } of logins) {
      it(`the screens of ${who}, ${colorScheme}`, async () => {
        const { page, context } = await chromium.open({ colorScheme });
        await loginWithWallet(page, mode, holder());
        const paths = await screensOf(page);
        expect(paths.length).toBeGreaterThan(0);
        const problems = await check(page, paths, 'desktop');
        if (colorScheme === 'light') {
          await page.setViewportSize(PHONE);
          problems.push(...(await check(page, paths, 'phone')));
        }
        await context.close();
        expect(problems).toEqual([]);
        // An Admin has some twenty screens, each visited twice and checked by axe: well over the
        // suite's minute per test on a loaded two-core machine.
      }, 240_000);
    }
  }
});
