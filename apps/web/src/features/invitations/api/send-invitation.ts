import { ZInvitation, type TInvitation, type TSendInvitationRequest } from '@sigil/core';
import { apiClient } from '../../../lib/api-client';
import { checkEmail } from './check-email';
import { invalidateInvitations } from './get-sent-invitations';
import { mutationHook } from '../../../lib/mutation-hook';
import { INVITATIONS_PATH } from './paths';

/** POST /api/v1/invitations/ (the spec's path, trailing slash included) → 201, the invitation. */
export async function sendInvitation(body: TSendInvitationRequest): Promise<TInvitation> {
  return ZInvitation.parse(await apiClient.post(`${INVITATIONS_PATH}/`, body));
}

/** Sent, or refused by the e-mail pre-check with its message (a warning, not an error). */
export type TSendOutcome = { sent: TInvitation } | { refused: string };

/** The invite dialog's send: an e-mail invitation is checked first, and a message there stops it. */
export async function checkThenSendInvitation(body: TSendInvitationRequest): Promise<TSendOutcome> {
  if (body.email) {
    const { message } = await checkEmail(body.email);
    if (message) return { refused: message };
  }
  return { sent: await sendInvitation(body) };
}

/** One pending state for the check and the send: the dialog's submit stays disabled through both. */
export const useSendInvitation = mutationHook(checkThenSendInvitation, invalidateInvitations);
