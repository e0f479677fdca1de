import type { Locator, Page } from 'playwright-core';
import { LOGGED_IN_AS_BY_LOGIN_MODE, type TLoginMode } from '@sigil/core';
import type { Chromium, ContextOptions } from './browser';
import { decodeQrImage } from '@sigil/wallet';
import {
  answerWithStandardWallet,
  type IdTokenOverrides,
  type StandardWallet,
} from '../../apps/server/src/test/standard-wallet';
import { apiLogin, apiLoginAs } from './seed';
import { scanAndAnswer, type E2eHolder } from './wallet';

/** The login buttons, in English and German (the gallery runs both). */
const LOGIN_BUTTONS: Record<TLoginMode, RegExp> = {
  individual: /^(Login \(Individual\)|Anmelden \(Privatperson\))$/,
  organisation: /^(Login \(Organization\)|Anmelden \(Organisation\))$/,
  provider: /^(Login \(Provider wallet\)|Anmelden \(Betreiber-Wallet\))$/,
};

/**
 * Opens the login QR dialog of a mode and waits for the code. A failure says which step did not
 * happen: the dialog never opened, or it opened and shows an error in place of the code.
 */
export async function openLoginQr(page: Page, mode: TLoginMode): Promise<void> {
  if (new URL(page.url(), 'http://x').pathname !== '/login') await page.goto('/login');
  await page.getByRole('button', { name: LOGIN_BUTTONS[mode] }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor().catch(async (error: Error) => {
    const state = await page
      .evaluate(() => ({
        prerendered: document.documentElement.dataset.prerendered,
        body: document.body.innerText.slice(0, 300),
      }))
      .catch(() => undefined);
    throw new Error(
      `The ${mode} login dialog did not open after the click (at ${page.url()}, ${JSON.stringify(state)}): ${error.message}`,
    );
  });
  const code = dialog.getByTestId('qr-code');
  const alert = dialog.getByRole('alert');
  await code.or(alert).first().waitFor();
  if (await alert.isVisible())
    throw new Error(`The ${mode} login dialog shows “${await alert.innerText()}”, no QR code`);
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

/**
 * A fresh page signed in as the holder, once its first screen shows its heading. The holder's wallet
 * answers a login request through the API and the console starts with the session in its storage,
 * as a reload after a login finds it: the stories that are about logging in scan the QR code on
 * screen (loginWithWallet). `name` is the profile the wallet shares on a first login; `account`
 * picks the membership of that role type, as the account picker does for a holder of several.
 */
export async function signIn(
  chromium: Chromium,
  mode: TLoginMode,
  holder: E2eHolder,
  { name, account, ...contextOptions }: ContextOptions & { name?: string; account?: string } = {},
) {
  const baseUrl = chromium.baseUrl();
  const token = account
    ? await apiLoginAs(baseUrl, holder, account)
    : await apiLogin(baseUrl, holder, mode, name ? { name } : {});
  const opened = await chromium.open({
    ...contextOptions,
    session: { token, loggedInAs: LOGGED_IN_AS_BY_LOGIN_MODE[mode] },
  });
  // Where the console lands a signed-in user who opens the login screen: their home, as after a scan.
  await opened.page.goto('/login');
  await opened.page.waitForURL((url) => url.pathname !== '/login');
  await opened.page.getByRole('heading', { level: 1 }).first().waitFor();
  return opened;
}

/**
 * Logs in with a standard wallet as a person would: the login dialog's "Use another wallet", its QR
 * read off the screen, answered by the third-party wallet of the tests (OpenID4VP, SIOPv2). Returns
 * the wallet's HTTP answer.
 */
export async function loginWithStandardWallet(
  page: Page,
  mode: TLoginMode,
  wallet: StandardWallet,
  claims: IdTokenOverrides = {},
  beforeScan: () => Promise<void> = async () => undefined,
) {
  if (new URL(page.url(), 'http://x').pathname !== '/login') await page.goto('/login');
  await openLoginQr(page, mode);
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /^(Use another wallet|Andere Wallet verwenden)$/ }).click();
  await dialog.getByTestId('qr-text').and(page.locator('[value^="openid4vp://"]')).waitFor();
  await beforeScan();
  const link = await decodeQrImage(await dialog.getByTestId('qr-code').screenshot());
  return answerWithStandardWallet(wallet, link, fetch, claims);
}

const LOG_OUT = /^(Log out|Abmelden)$/;

/** The header's account menu button (phones, below 600 px: it holds the language and Log out). */
export function accountMenuButton(page: Page): Locator {
  return page.getByRole('button', { name: /^(Account menu|Kontomenü)$/ });
}

/**
 * Logs out from the header: through the account menu where there is one, else its Log out button.
 * The menu's item is chosen by keyboard: a click at its place can land on a neighbour while the
 * menu is still growing open on a loaded machine (as in support/select.ts).
 */
export async function logOut(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: LOG_OUT });
  const account = accountMenuButton(page);
  await button.or(account).first().waitFor();
  if (await account.isVisible()) {
    await account.click();
    await page.getByRole('menuitem', { name: LOG_OUT }).press('Enter');
  } else {
    await button.click();
  }
  await page.waitForURL('**/login');
}
