import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { openLoginQr } from '../support/login';
import { holderFromHex, scanAndAnswer } from '../support/wallet';

const baseUrl = inject('baseUrl');
const provider = holderFromHex(inject('providerKeyHex'));

const variants = [
  { colorScheme: 'light', language: 'en' },
  { colorScheme: 'dark', language: 'en' },
  { colorScheme: 'light', language: 'de' },
  { colorScheme: 'dark', language: 'de' },
] as const;

/** Every screen built so far, in light and dark, English and German, for a person to look at. */
describe('screen gallery', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  for (const { colorScheme, language } of variants) {
    it(`captures the screens in ${colorScheme}, ${language}`, async () => {
      const { page, context } = await newPage(browser, baseUrl, { colorScheme });
      await context.addInitScript((lang) => localStorage.setItem('language', lang), language);
      const shot = async (name: string) => screenshot(page, `gallery-${name}-${colorScheme}-${language}`);

      await page.goto('/login');
      await page.locator('h1').waitFor();
      await shot('login');
      await page.goto('/organisation-signup');
      await page.getByTestId('orgName').waitFor();
      await shot('signup');

      await page.goto('/login');
      await openLoginQr(page, 'provider');
      await shot('qr-dialog');
      await scanAndAnswer(page, provider);
      await page.waitForURL('**/enrollment-requests');
      await page.getByRole('table').waitFor();
      await shot('enrollment-requests');
      await page.goto('/organizations-management');
      await page.getByRole('table').waitFor();
      await shot('organizations');
      await page.goto('/admin-activities');
      await page.locator('h1').waitFor();
      await shot('admin-activities');
      await page.goto('/no-such-screen');
      await page.locator('h1').waitFor();
      await shot('not-found');
      await context.close();
    });
  }
});
