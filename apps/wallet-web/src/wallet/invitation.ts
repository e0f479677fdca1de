import { ZPendingInvitationList, type TPendingInvitation } from '@sigil/core';
import {
  answerInvitation,
  requestJson,
  requestWalletToken,
  ServerRefusedError,
  ServerUnreachableError,
} from '@sigil/wallet/browser';
import { walletServerUrl } from './server';
import { requireKey } from './wallet-store';

/**
 * An invitation the mail's link opens (`/wallet/#/invitation?invitationCode=…`): read with the
 * wallet's own token, then answered with the CLI's protocol code (claim, then accept or reject).
 */

function unlocked() {
  return { ...requireKey(), baseUrl: walletServerUrl() };
}

/** The invitation of this code, if it is free or this holder's; null when there is none. */
export async function readInvitation(invitationCode: string): Promise<TPendingInvitation | null> {
  const { privateKey, didMethod, baseUrl } = unlocked();
  const { token } = await requestWalletToken({ privateKey, didMethod, baseUrl });
  const query = new URLSearchParams({ invitationCode });
  const list = ZPendingInvitationList.parse(
    await requestJson('GET', `${baseUrl}/api/v1/invitations/?${query}`, undefined, { token }),
  );
  return list[0] ?? null;
}

export type TInvitationOutcome =
  { kind: 'accepted' | 'declined' | 'offline' | 'unreachable' } | { kind: 'refused'; message: string };

export async function answerInvitationWith(
  invitationCode: string,
  accept: boolean,
): Promise<TInvitationOutcome> {
  if (!navigator.onLine) return { kind: 'offline' };
  const { privateKey, didMethod, profile, baseUrl } = unlocked();
  try {
    await answerInvitation({
      privateKey,
      didMethod,
      baseUrl,
      invitationCode,
      answer: accept ? 'Accepted' : 'Rejected',
      name: profile.name,
      email: profile.email,
    });
    return { kind: accept ? 'accepted' : 'declined' };
  } catch (error) {
    if (error instanceof ServerUnreachableError) return { kind: 'unreachable' };
    if (error instanceof ServerRefusedError) return { kind: 'refused', message: error.message };
    throw error;
  }
}
