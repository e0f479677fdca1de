import type { Page } from 'playwright-core';
import { horizontalOverflow, seriousViolations } from './axe';
import { sidebar } from './sidebar';

export const PHONE = { width: 375, height: 740 };

/** Waits until the screen has its heading and its data (no request in flight). */
async function settle(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor();
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
}

/** The paths of the sidebar's links: every screen this login may open. */
async function screensOf(page: Page): Promise<string[]> {
  const links = sidebar(page).getByRole('link');
  await links.first().waitFor();
  const hrefs = await links.evaluateAll((anchors) =>
    anchors.map((anchor) => anchor.getAttribute('href') ?? ''),
  );
  return [...new Set(hrefs.filter((href) => href.startsWith('/')))];
}

/** Opens each path and lists what axe-core and the page width say about it ([] when all is well). */
export async function problemsOnScreens(page: Page, paths: string[], where: string): Promise<string[]> {
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

/**
 * Every screen of a login's sidebar on a desktop, and in light also on a phone: a theme changes
 * colours, not layout, so the phone's layout is checked once.
 */
export async function problemsOnEveryScreen(page: Page, colorScheme: 'light' | 'dark'): Promise<string[]> {
  const paths = await screensOf(page);
  if (paths.length === 0) return ['the sidebar offers no screen'];
  const problems = await problemsOnScreens(page, paths, 'desktop');
  if (colorScheme === 'light') {
    await page.setViewportSize(PHONE);
    problems.push(...(await problemsOnScreens(page, paths, 'phone')));
  }
  return problems;
}

/** Waits for a toast (an alert) that says `text`. */
export async function toast(page: Page, text: string): Promise<void> {
  await page.getByRole('alert').filter({ hasText: text }).first().waitFor();
}
