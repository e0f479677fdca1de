import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe';
import { screenshot, useChromium } from '../support/browser';
import { loginWithWallet, logOut } from '../support/login';
import { PHONE } from '../support/screen-checks';
import { startServer, type RunningServer } from '../support/server';
import { newHolder, scanAndAnswer } from '../support/wallet';

/**
 * Issue 44's first-time operator: a registry started with no provider configured prints a one-time
 * setup code; whoever started it enters the code on /setup, and the wallet that answers the QR
 * becomes the provider, with no restart (decision 0016).
 */
describe('the first run', () => {
  let server: RunningServer;
  const chromium = useChromium(() => server.baseUrl);
  const codeFile = () => path.join(server.dataDir, 'provider-setup-code.txt');

  beforeAll(async () => {
    server = await startServer({ LOG_LEVEL: 'info' });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
  });

  it('makes the wallet that answers /setup with the printed code the provider, once', async () => {
    const code = readFileSync(codeFile(), 'utf8').trim();
    expect(code).toMatch(/^[0-9A-Z]{5}(-[0-9A-Z]{5}){3}$/);
    // The log says where the code is and where to enter it; the code itself never reaches it.
    expect(server.output()).toContain(`${server.baseUrl}/setup`);
    expect(server.output()).not.toContain(code);

    const phone = await chromium.open({ viewport: PHONE, colorScheme: 'dark', language: 'de' });
    await phone.page.goto('/setup');
    await phone.page.getByRole('heading', { level: 1, name: 'Sigil einrichten' }).waitFor();
    await expectAccessible(phone.page);
    await screenshot(phone.page, 'setup-phone-dark-de');
    await phone.context.close();

    const { page, context } = await chromium.open();
    await page.goto('/setup');
    await page.getByRole('heading', { level: 1, name: 'Set up Sigil' }).waitFor();
    await expectAccessible(page);
    const field = page.getByRole('textbox', { name: 'Setup code' });
    await field.fill('00000-00000-00000-00000');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page
      .getByText('This setup code is not valid: use the newest one the server printed at its start')
      .waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);

    // Typed as a person might: lower case.
    await field.fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Scan with Sigil mobile app - Provider' }).waitFor();
    await screenshot(page, 'setup-qr-light-en');
    const provider = newHolder();
    const answered = await scanAndAnswer(page, provider, { name: 'First Operator' });
    expect(answered.response).toEqual({ status: 'COMPLETED' });
    await page.getByRole('banner').getByText('Provider Admin').waitFor();
    await screenshot(page, 'setup-done-provider-home');

    // Used up: the same code is refused, and another wallet is not the provider.
    await logOut(page);
    await page.goto('/setup');
    await field.fill(code);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page
      .getByText('This setup code is not valid: use the newest one the server printed at its start')
      .waitFor();
    expect((await loginWithWallet(page, 'provider', newHolder())).response).toEqual({
      status: 'REJECTED',
      reason: 'NOT_PROVIDER',
    });
    await context.close();

    // After a restart there is no code, and the claimed wallet logs in as the provider.
    await server.pause();
    server = await startServer({ LOG_LEVEL: 'info' }, { dataDir: server.dataDir });
    expect(existsSync(codeFile())).toBe(false);
    expect(server.output()).not.toContain('/setup');
    const again = await chromium.open();
    expect((await loginWithWallet(again.page, 'provider', provider)).response).toEqual({
      status: 'COMPLETED',
    });
    await again.page.getByRole('banner').getByText('Provider Admin').waitFor();
    await again.context.close();
  });
});
