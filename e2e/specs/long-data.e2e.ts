import { describe, expect, inject, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { screenshot, useChromium } from '../support/browser';
import { loginWithWallet } from '../support/login';
import { createSignup, seedSignup } from '../support/seed';
import { rowOf } from '../support/table';
import { holderFromHex, newHolder } from '../support/wallet';

const baseUrl = inject('baseUrl');

/**
 * Whether a person sees the button where it is, without scrolling anything: inside the window and
 * inside the table's scrolling box, and not covered by another element at its centre.
 */
function inSight(button: Locator): Promise<boolean> {
  return button.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const scroller = element.closest('[role="group"]')?.getBoundingClientRect();
    if (!scroller || box.left < scroller.left || box.right > scroller.right + 0.5) return false;
    if (box.left < 0 || box.top < 0 || box.right > window.innerWidth || box.bottom > window.innerHeight) return false;
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });
}

/** Issue 44: a long organisation name no longer pushes a row's actions out of sight. */
describe('tables with long data', () => {
  const chromium = useChromium(baseUrl);

  for (const viewport of [
    { width: 1366, height: 860 },
    { width: 375, height: 760 },
  ]) {
    it(`keeps Approve and Reject in sight at ${viewport.width} px with a 93-character name`, async () => {
      const orgName = `Longest Name ${Date.now()} `.padEnd(93, 'Ltd Holdings International ').slice(0, 93);
      await seedSignup(baseUrl, newHolder(), createSignup({ orgName }));
      const { page, context } = await chromium.open({ viewport });
      await loginWithWallet(page, 'provider', holderFromHex(inject('providerKeyHex')));
      await page.waitForURL('**/enrollment-requests');
      await page.getByPlaceholder('Search by Org Name').fill(orgName.slice(0, 30));
      const row = rowOf(page, orgName);
      await row.getByText('Pending').waitFor();
      await row.scrollIntoViewIfNeeded();
      await screenshot(page, `long-data-enrollment-requests-${viewport.width}`);
      expect(await inSight(row.getByRole('button', { name: 'Approve' }))).toBe(true);
      expect(await inSight(row.getByRole('button', { name: 'Reject' }))).toBe(true);
      await context.close();
    });
  }
});
