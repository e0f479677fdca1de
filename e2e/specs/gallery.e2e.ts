import { beforeAll, describe, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, screenVariants, useChromium } from '../support/browser';
import { openLoginQr, signIn } from '../support/login';
import { seedApprovedAndPending } from '../support/seed';
import { holderFromHex, newHolder, scanAndAnswer } from '../support/wallet';
import { animationsDone } from '../support/axe';
import { openSettledScreen, type TOpenScreen } from '../support/screen-checks';

const baseUrl = inject('baseUrl');
const provider = holderFromHex(inject('providerKeyHex'));

/** Every screen built so far, in light and dark, English and German, for a person to look at. */
describe('screen gallery', () => {
  const chromium = useChromium(baseUrl);
  const admin = newHolder();

  // The screens show rows of their own: an approved organisation (whose Admin logs in below) and a
  // signup waiting for review.
  beforeAll(() => seedApprovedAndPending(baseUrl, provider, admin, 'Gallery'));

  for (const { colorScheme, language } of screenVariants) {
    it(`captures the screens in ${colorScheme}, ${language}`, async () => {
      const shot = (page: Page, name: string) =>
        screenshot(page, `gallery-${name}-${colorScheme}-${language}`);
      // A table shows its frame before its rows: a screen is shot once nothing on it is loading.
      const shotWhenLoaded = async (page: Page, name: string) => {
        await page.waitForFunction(() => !document.querySelector('[role="progressbar"]'));
        await shot(page, name);
      };
      // A signed-in screen is opened in the console, as its links do; a public one is loaded.
      const visit = async (
        page: Page,
        name: string,
        path: string,
        ready = (on: Page) => on.locator('h1'),
        how: TOpenScreen = 'in-app',
      ) => {
        await openSettledScreen(page, path, how);
        await ready(page).waitFor();
        await shotWhenLoaded(page, name);
      };

      const { page, context } = await chromium.open({ colorScheme, language });
      await visit(page, 'login', '/login', undefined, 'load');
      await visit(page, 'signup', '/organisation-signup', (on) => on.getByTestId('orgName'), 'load');
      await page.goto('/login');
      await openLoginQr(page, 'provider');
      await shot(page, 'qr-dialog');
      await scanAndAnswer(page, provider);
      await page.waitForURL('**/enrollment-requests');
      await page.getByRole('table').waitFor();
      await shotWhenLoaded(page, 'enrollment-requests');
      await visit(page, 'organizations', '/organizations-management', (on) => on.getByRole('table'));
      await visit(page, 'admin-activities', '/admin-activities');
      await visit(page, 'admin-requests', '/admin-requests', (on) => on.getByRole('table'));
      await visit(page, 'not-found', '/no-such-screen');
      await context.close();

      const organisation = await signIn(chromium, 'organisation', admin, { colorScheme, language });
      await organisation.page
        .getByRole('heading', { name: /^(Your Organization|Ihre Organisation)$/ })
        .waitFor();
      await organisation.page.getByText('Gallery Approved Ltd').nth(1).waitFor();
      await shotWhenLoaded(organisation.page, 'organisation-home');
      await visit(organisation.page, 'membership-requests', '/user/request', (on) => on.getByRole('table'));
      await visit(organisation.page, 'membership-approvals', '/user/approvals', (on) =>
        on.getByRole('table').first(),
      );
      await visit(organisation.page, 'enroll-accounts', '/enroll/accounts');
      await visit(organisation.page, 'issued-endorsements', '/list-endorsements', (on) =>
        on.getByRole('table'),
      );
      await visit(organisation.page, 'did-search', '/search-did');
      await openSettledScreen(organisation.page, '/verify-person', 'in-app');
      await organisation.page.getByRole('button', { name: /^(Show the QR code|QR-Code anzeigen)$/ }).click();
      await organisation.page.getByTestId('qr-code').waitFor();
      await shot(organisation.page, 'verify-person');
      await visit(organisation.page, 'my-activities-organisation', '/my-activities', (on) =>
        on.getByRole('table'),
      );
      await organisation.context.close();

      const individual = await signIn(chromium, 'individual', newHolder(), {
        colorScheme,
        language,
        name: 'Gallery Person',
      });
      await visit(individual.page, 'endorsements', '/endorsements', (on) => on.getByRole('switch'));
      await visit(individual.page, 'request-endorsements', '/endorsements/request-endorsements');
      await visit(individual.page, 'my-activities', '/my-activities', (on) => on.getByRole('table'));
      await visit(individual.page, 'contacts', '/contacts', (on) => on.getByRole('table'));
      await visit(individual.page, 'generate-qr', '/generate-qr', (on) => on.getByTestId('did-qr'));
      await visit(individual.page, 'recent-history', '/recent-history', (on) =>
        on.getByTestId('history-row'),
      );
      await individual.page.getByTestId('notification-bell').click();
      await individual.page.getByRole('dialog').waitFor();
      await animationsDone(individual.page);
      await shot(individual.page, 'notifications');
      await individual.context.close();
    });
  }
});
