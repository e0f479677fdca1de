import { hexToBytes } from '@noble/hashes/utils';
import type { Page } from 'playwright-core';
import { answerQr, decodeQrImage, newHolder, parseQr, type Holder } from '@sigil/wallet';

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
  return answerQr({ privateKey: holder.privateKey, qr, approve: profile.approve ?? true, name: profile.name, email: profile.email });
}
