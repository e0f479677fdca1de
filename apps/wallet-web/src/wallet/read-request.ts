import { AuthQrError, authQrLink, parseContactQr, readAuthQr, requestOrigin, type TAuthQr, type TContactQr } from '@sigil/core';
import { walletServerUrl } from './server';

/**
 * What a scanned or pasted QR text is to this wallet: a request of its own server (the path of the
 * answer screen that shows it), a contact card, or a refusal with its reason. A request of another
 * server is refused: this wallet's keys answer the registry that serves it (docs/spec-notes.md).
 */
export type TReadQr =
  | { kind: 'request'; qr: TAuthQr; route: string }
  | { kind: 'contact'; contact: TContactQr }
  | { kind: 'refused'; problem: AuthQrError['problem'] | 'otherServer'; message: string; origin?: string };

export function readQrText(text: string, serverUrl: string = walletServerUrl()): TReadQr {
  const contact = parseContactQr(text.trim());
  if (contact) return { kind: 'contact', contact };
  let qr: TAuthQr;
  try {
    qr = readAuthQr(text);
  } catch (error) {
    if (error instanceof AuthQrError) return { kind: 'refused', problem: error.problem, message: error.message };
    throw error;
  }
  if (qr.aud !== serverUrl) {
    return { kind: 'refused', problem: 'otherServer', message: `Request of ${qr.aud}`, origin: requestOrigin(qr) };
  }
  // The answer screen's own address: the hash of the link the console would have shown.
  return { kind: 'request', qr, route: new URL(authQrLink(qr)).hash.slice(1) };
}
