import type { Locator, Page } from 'playwright-core';

/** The console's side navigation. */
export function sidebar(page: Page): Locator {
  return page.getByRole('navigation', { name: /^(Main navigation|Hauptnavigation)$/ });
}

/** The names of the sidebar's links, in order (groups are listed through their children). */
export async function sidebarLinks(page: Page): Promise<string[]> {
  const nav = sidebar(page);
  await nav.getByRole('link').first().waitFor();
  return (await nav.getByRole('link').allInnerTexts()).map((text) => text.trim());
}

/** Follows a sidebar link and waits for the screen's URL. */
export async function openFromSidebar(page: Page, name: string, urlPattern: string): Promise<void> {
  await sidebar(page).getByRole('link', { name, exact: true }).click();
  await page.waitForURL(urlPattern);
}
