import type { Page, Request } from 'playwright-core';
import { horizontalOverflow, seriousViolations } from './axe';
import { sidebar } from './sidebar';

export const PHONE = { width: 375, height: 740 };

/** The page's requests in flight, from the first time it is asked (a stream that never ends is left out). */
const openRequests = new WeakMap<Page, Set<Request>>();

function requestsInFlight(page: Page): Set<Request> {
  let open = openRequests.get(page);
  if (!open) {
    const requests = new Set<Request>();
    page.on('request', (request) => {
      if (!['eventsource', 'websocket'].includes(request.resourceType())) requests.add(request);
    });
    page.on('requestfinished', (request) => requests.delete(request));
    page.on('requestfailed', (request) => requests.delete(request));
    openRequests.set(page, (open = requests));
  }
  return open;
}

/**
 * Waits until no request has been in flight for `quietMs` (at most 5 s): a screen that fetches in
 * steps (a module, then its data) has no gap that long between them. Playwright's 'networkidle'
 * waits 500 ms of quiet on every screen, half of what a screen's check took.
 */
async function networkQuiet(page: Page, quietMs = 150): Promise<void> {
  const open = requestsInFlight(page);
  const deadline = Date.now() + 5_000;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (open.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Waits until the screen has its heading and its data (no request in flight). */
async function settle(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor();
  await networkQuiet(page);
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

/**
 * How a sweep opens a screen: a page load (the public screens, each first served prerendered), or
 * in the console as its links do (history and the router), which keeps the signed-in console and
 * axe-core loaded between screens: a load of each screen was a third of a sweep's time.
 */
export type TOpenScreen = 'load' | 'in-app';

async function openScreen(page: Page, path: string, how: TOpenScreen): Promise<void> {
  if (how === 'load') {
    await page.goto(path);
    return;
  }
  const from = await page.evaluate(() => {
    // Marks the heading on screen, so the wait below sees it replaced even by one of the same text.
    document.querySelector('h1')?.setAttribute('data-screen-left', '');
    return {
      path: location.pathname + location.search,
      heading: document.querySelector('h1')?.textContent ?? '',
    };
  });
  if (from.path === path) return;
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  // The screen before stays up until the next one renders: wait until its heading has gone.
  await page.waitForFunction((before) => {
    const heading = document.querySelector('h1');
    return !!heading && (!heading.hasAttribute('data-screen-left') || (heading.textContent ?? '') !== before);
  }, from.heading);
}

/** Opens a screen and waits until it has its heading and its data. */
export async function openSettledScreen(page: Page, path: string, how: TOpenScreen): Promise<void> {
  requestsInFlight(page);
  await openScreen(page, path, how);
  await settle(page);
}

/** Opens each path and lists what axe-core and the page width say about it ([] when all is well). */
export async function problemsOnScreens(
  page: Page,
  paths: string[],
  where: string,
  how: TOpenScreen = 'load',
): Promise<string[]> {
  const problems: string[] = [];
  requestsInFlight(page);
  for (const path of paths) {
    await openSettledScreen(page, path, how);
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
  const problems = await problemsOnScreens(page, paths, 'desktop', 'in-app');
  if (colorScheme === 'light') {
    await page.setViewportSize(PHONE);
    problems.push(...(await problemsOnScreens(page, paths, 'phone', 'in-app')));
  }
  return problems;
}

/** Waits for a toast (an alert) that says `text`. */
export async function toast(page: Page, text: string): Promise<void> {
  await page.getByRole('alert').filter({ hasText: text }).first().waitFor();
}
