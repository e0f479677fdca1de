import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { hexToBytes } from '@noble/hashes/utils';
import type { Page } from 'playwright-core';
import {
  answerQr,
  createKeystore,
  decodeQrImage,
  keystorePath,
  newHolder,
  parseQr,
  type Holder,
} from '@sigil/wallet';
import { tempDirOfTest } from '../../apps/server/src/test/temp-dir';

export { newHolder } from '@sigil/wallet';
export type E2eHolder = Holder;

export const holderFromHex = (hex: string): Holder => newHolder(hexToBytes(hex));

/** Reads the QR code off the screen, as a phone would, and answers it with the real wallet library. */
export async function scanAndAnswer(
  page: Page,
  holder: E2eHolder,
  profile: { name?: string; email?: string; approve?: boolean } = {},
) {
  const qrImage = await page.getByTestId('qr-code').screenshot();
  const qr = parseQr(await decodeQrImage(qrImage));
  return answerQr({
    privateKey: holder.privateKey,
    qr,
    approve: profile.approve ?? true,
    name: profile.name,
    email: profile.email,
  });
}

const WALLET_CLI = fileURLToPath(new URL('../../apps/wallet/bin/sigil-wallet.mjs', import.meta.url));
export const WALLET_PASSPHRASE = 'correct horse battery staple';

/** Runs the wallet CLI on a wallet folder (its keystore.json), as the holder would on their machine. */
export function walletCli(walletHome: string, args: string[], options: { cwd?: string } = {}): string {
  return execFileSync(process.execPath, [WALLET_CLI, ...args], {
    cwd: options.cwd,
    env: { ...process.env, WALLET_HOME: walletHome, WALLET_PASSPHRASE },
    encoding: 'utf8',
  });
}

/**
 * A wallet folder holding this holder's key (so the CLI and the browser login act as one person),
 * removed when the test finishes: call it inside a test.
 */
export async function walletHomeOf(
  holder: E2eHolder,
  profile: { name?: string; email?: string } = {},
): Promise<string> {
  const home = tempDirOfTest('sigil-wallet-');
  await createKeystore({
    path: keystorePath(home),
    passphrase: WALLET_PASSPHRASE,
    privateKey: holder.privateKey,
    profile,
    scryptParams: { N: 1024, r: 8, p: 1 },
  });
  return home;
}
