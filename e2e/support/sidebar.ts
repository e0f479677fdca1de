import type { Locator, Page } from 'playwright-core';

/** The console's side navigation (on a phone: inside the drawer, present while it is open). */
export function sidebar(page: Page): Locator {
  return page.getByRole('navigation', { name: /^(Main navigation|Hauptnavigation)$/ });
}

/** The header's menu button that opens the navigation drawer (phones, below 600 px). */
export function navigationMenuButton(page: Page): Locator {
  return page.getByRole('button', { name: /^(Open navigation|Navigation öffnen)$/ });
}

/** Makes the side navigation visible: on a phone it opens the drawer, elsewhere it is already there. */
export async function showSidebar(page: Page): Promise<Locator> {
  const nav = sidebar(page);
  const menu = navigationMenuButton(page);
  await nav.or(menu).first().waitFor();
  if (await menu.isVisible()) {
    await menu.click();
    await nav.waitFor();
  }
  return nav;
}

/** The names of the sidebar's links, in order (groups are listed through their children). */
export async function sidebarLinks(page: Page): Promise<string[]> {
  const nav = await showSidebar(page);
  await nav.getByRole('link').first().waitFor();
  return (await nav.getByRole('link').allInnerTexts()).map((text) => text.trim());
}

/** Follows a sidebar link and waits for the screen's URL. */
export async function openFromSidebar(page: Page, name: string, urlPattern: string): Promise<void> {
  const nav = await showSidebar(page);
  await nav.getByRole('link', { name, exact: true }).click();
  await page.waitForURL(urlPattern);
}
