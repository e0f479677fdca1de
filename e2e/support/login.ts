import type { Page } from 'playwright-core';
import type { TLoginMode } from '@sigil/core';
import { scanAndAnswer, type E2eHolder } from './wallet';

/** The login buttons, in English and German (the gallery runs both). */
const LOGIN_BUTTONS: Record<TLoginMode, RegExp> = {
  individual: /^(Login \(Individual\)|Anmelden \(Privatperson\))$/,
  organisation: /^(Login \(Organization\)|Anmelden \(Organisation\))$/,
  provider: /^(Login \(Provider wallet\)|Anmelden \(Betreiber-Wallet\))$/,
};

/** Opens the login QR dialog of a mode and waits for the code. */
export async function openLoginQr(page: Page, mode: TLoginMode): Promise<void> {
  if (new URL(page.url(), 'http://x').pathname !== '/login') await page.goto('/login');
  await page.getByRole('button', { name: LOGIN_BUTTONS[mode] }).click();
  await page.getByTestId('qr-code').waitFor();
}

/**
 * Logs in as a person would: opens the login screen, picks the mode, and the holder's wallet scans
 * the QR on screen and answers it. Returns the wallet's result (the server's answer is `response`).
 */
export async function loginWithWallet(
  page: Page,
  mode: TLoginMode,
  holder: E2eHolder,
  profile: { name?: string; email?: string; approve?: boolean } = {},
) {
  await page.goto('/login');
  await openLoginQr(page, mode);
  return scanAndAnswer(page, holder, profile);
}

/** Logs out from the header. */
export async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^(Log out|Abmelden)$/ }).click();
  await page.waitForURL('**/login');
}
