import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { encryptKeystore, KEYSTORE_FORMAT } from '@sigil/core';
import { chromiumLaunchOptions, screenshot, type ContextOptions } from './browser';
import { writeCameraVideo } from './fake-camera';
import { PHONE } from './screen-checks';
import type { E2eHolder } from './wallet';

/**
 * The phone wallet (apps/wallet-web) in a Chromium of its own, whose camera is Chromium's fake
 * device playing a file: showQr() films what the console shows, as a phone held to the screen.
 * It is the whole browser, not the stories' headless shell: a phone's browser installs the wallet,
 * and only the whole browser assesses whether a web app can be installed.
 */
export const PHONE_PASSPHRASE = 'a phone wallet passphrase';

export interface PhoneWallet {
  open: (options?: ContextOptions) => Promise<{ context: BrowserContext; page: Page }>;
  /** Points the camera at the console's QR code (its screenshot becomes the camera's picture). */
  showQr: (consolePage: Page) => Promise<void>;
  /** A keystore file of the holder's key, as the CLI writes it (cheap scrypt, for speed). */
  keystoreFile: (holder: E2eHolder, profile?: { name?: string; email?: string }) => Promise<string>;
}

export function usePhoneWallet(baseURL: () => string): PhoneWallet {
  const dir = mkdtempSync(path.join(tmpdir(), 'sigil-phone-'));
  const video = path.join(dir, 'camera.y4m');
  let browser: Browser | undefined;
  beforeAll(async () => {
    // Until a QR code is shown, the camera films a blank page.
    writeCameraVideo(null, video);
    const options = chromiumLaunchOptions({ build: 'browser' });
    browser = await chromium.launch({
      ...options,
      args: [
        ...options.args,
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ],
    });
  });
  // A failed test leaves what the phone showed too: e2e/artifacts/failed-phone-<test>-<n>.png.
  beforeEach(({ task, onTestFailed }) => {
    // Each story starts with the camera on a blank page, not on the last story's QR code.
    writeCameraVideo(null, video);
    onTestFailed(async () => {
      const pages = browser?.contexts().flatMap((context) => context.pages()) ?? [];
      const name = task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
      for (const [index, page] of pages.entries()) {
        await screenshot(page, `failed-phone-${name}-${index + 1}`).catch(() => undefined);
      }
    });
  });
  afterAll(async () => {
    await browser?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return {
    open: async (options = {}) => {
      const context = await browser!.newContext({
        baseURL: baseURL(),
        viewport: options.viewport ?? PHONE,
        colorScheme: options.colorScheme ?? 'light',
        locale: options.language === 'de' ? 'de-DE' : (options.locale ?? 'en-GB'),
        permissions: ['camera', 'clipboard-read', 'clipboard-write'],
      });
      return { context, page: await context.newPage() };
    },
    showQr: async (consolePage) => {
      writeCameraVideo(await consolePage.getByTestId('qr-code').screenshot(), video);
    },
    keystoreFile: async (holder, profile = {}) => {
      const file = path.join(dir, `${holder.did.slice(-8)}-${KEYSTORE_FORMAT.fileName}`);
      const keystore = await encryptKeystore(holder.privateKey, PHONE_PASSPHRASE, profile, {
        N: 1024,
        r: 8,
        p: 1,
      });
      writeFileSync(file, JSON.stringify(keystore, null, 2));
      return file;
    },
  };
}

// MUI adds an asterisk to a required field's label.
const PASSPHRASE_FIELD = /^Passphrase\W*$/;

/** The first run: a new key under PHONE_PASSPHRASE, with the profile answers carry. */
export async function createKey(page: Page, profile: { name: string; email: string }): Promise<string> {
  await page.goto('/wallet/');
  await page.getByRole('link', { name: 'Create a new key' }).click();
  await page.getByLabel(PASSPHRASE_FIELD).fill(PHONE_PASSPHRASE);
  await page.getByLabel(/^Repeat the passphrase/).fill(PHONE_PASSPHRASE);
  await page.getByLabel('Your name').fill(profile.name);
  await page.getByLabel('Your e-mail').fill(profile.email);
  await page.getByRole('button', { name: 'Create my key' }).click();
  await page.getByRole('heading', { name: 'My wallet' }).waitFor({ timeout: 30_000 });
  return page.getByTestId('wallet-did').innerText();
}

/** The first run with a keystore file (the CLI's, or a key user's from the console). */
export async function importKey(page: Page, file: string): Promise<void> {
  await page.goto('/wallet/');
  await page.getByRole('link', { name: 'Import a keystore file' }).click();
  await page.locator('input[type=file]').setInputFiles(file);
  await page.getByLabel(PASSPHRASE_FIELD).fill(PHONE_PASSPHRASE);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await page.getByRole('heading', { name: 'My wallet' }).waitFor({ timeout: 30_000 });
}

/** Scans with the camera (the console's QR must be shown: PhoneWallet.showQr) and waits for the request. */
export async function scanWithCamera(page: Page): Promise<void> {
  await page.getByRole('navigation').getByRole('button', { name: 'Scan' }).click();
  await page.getByRole('heading', { name: /asks you$/ }).waitFor({ timeout: 30_000 });
}

/** Approves the request on screen and returns the outcome in the wallet's words. */
export async function approve(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Approve' }).click();
  const outcome = page
    .getByRole('status')
    .filter({ hasText: /^(Done|Refused|You denied|Cannot|You are offline|This QR)/ });
  await outcome.waitFor();
  return outcome.innerText();
}
