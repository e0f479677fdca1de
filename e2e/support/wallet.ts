import { hexToBytes } from '@noble/hashes/utils';
import type { Page } from 'playwright-core';
import { answerQr, decodeQrImage, didForPrivateKey, generatePrivateKey, parseQr } from '@sigil/wallet';

export interface E2eHolder {
  privateKey: Uint8Array;
  did: string;
}

export function newHolder(): E2eHolder {
  const privateKey = generatePrivateKey();
  return { privateKey, did: didForPrivateKey(privateKey) };
}

export function holderFromHex(hex: string): E2eHolder {
  const privateKey = hexToBytes(hex);
  return { privateKey, did: didForPrivateKey(privateKey) };
}

/** Reads the QR code off the screen, as a phone would, and answers it with the real wallet library. */
export async function scanAndAnswer(
  page: Page,
  holder: E2eHolder,
  profile: { name?: string; email?: string; approve?: boolean } = {},
) {
  const qrImage = await page.getByTestId('qr-code').screenshot();
  const qr = parseQr(await decodeQrImage(qrImage));
  return answerQr({ privateKey: holder.privateKey, qr, approve: profile.approve ?? true, name: profile.name, email: profile.email });
}
