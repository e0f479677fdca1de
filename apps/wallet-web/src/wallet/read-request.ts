import {
  AUTH_RESPONSE_PATH,
  AuthQrError,
  authQrLink,
  WALLET_INVITATION_ROUTE,
  parseContactQr,
  readAuthQr,
  requestOrigin,
  type TAuthQr,
  type TContactQr,
} from '@sigil/core';
import { parseInvitationReference } from '@sigil/wallet/browser';
import { walletServerUrl } from './server';

/**
 * What a scanned or pasted QR text is to this wallet: a request of its own server (the path of the
 * answer screen that shows it), a contact card, or a refusal with its reason. A request of another
 * server is refused: this wallet's keys answer the registry that serves it (docs/spec-notes.md).
 */
export type TReadQr =
  | { kind: 'request'; qr: TAuthQr; route: string }
  | { kind: 'invitation'; route: string }
  | { kind: 'contact'; contact: TContactQr }
  | { kind: 'refused'; problem: AuthQrError['problem'] | 'otherServer'; message: string; origin?: string };

export function readQrText(text: string, serverUrl: string = walletServerUrl()): TReadQr {
  const contact = parseContactQr(text.trim());
  if (contact) return { kind: 'contact', contact };
  const invitation = invitationRoute(text, serverUrl);
  if (invitation) return invitation;
  let qr: TAuthQr;
  try {
    qr = readAuthQr(text);
  } catch (error) {
    if (error instanceof AuthQrError)
      return { kind: 'refused', problem: error.problem, message: error.message };
    throw error;
  }
  if (qr.aud !== serverUrl) {
    return {
      kind: 'refused',
      problem: 'otherServer',
      message: `Request of ${qr.aud}`,
      origin: requestOrigin(qr),
    };
  }
  // A JSON text may name any address of this origin: the answer goes to the one the protocol names.
  if (qr.endpoint !== `${serverUrl}${AUTH_RESPONSE_PATH}`) {
    return { kind: 'refused', problem: 'foreignEndpoint', message: `Answer to ${qr.endpoint}` };
  }
  // The answer screen's own address: the hash of the link the console would have shown.
  return { kind: 'request', qr, route: new URL(authQrLink(qr)).hash.slice(1) };
}

/** An invitation mail's link (the console's or the wallet's) to this server, as the invitation screen's route. */
function invitationRoute(text: string, serverUrl: string): TReadQr | null {
  if (!/^https?:\/\//i.test(text.trim()) || !/invitationCode=/.test(text)) return null;
  try {
    const { invitationCode, serverUrl: from } = parseInvitationReference(text);
    if (from !== undefined && from !== serverUrl) {
      return {
        kind: 'refused',
        problem: 'otherServer',
        message: `Invitation of ${from}`,
        origin: new URL(from).origin,
      };
    }
    return {
      kind: 'invitation',
      route: `${WALLET_INVITATION_ROUTE}?${new URLSearchParams({ invitationCode }).toString()}`,
    };
  } catch {
    return null;
  }
}
