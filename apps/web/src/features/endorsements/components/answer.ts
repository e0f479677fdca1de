import type { TAnswerInvitationRequest, TPendingInvitation, TSessionProfile } from '@sigil/core';

export type TInvitationAnswer = TAnswerInvitationRequest['invitationStatus'];

/**
 * The body of PUT …/membershiprole/enroll for one invitation: the name and e-mail the invitation
 * was sent to, else the session profile's (an empty value is left out). The console's session does
 * not carry the holder's public key (ZSessionProfile has none), so `publicKey` is sent only when one
 * is given; the server then takes the key the DID is registered with.
 */
export function answerRequest(
  invitation: Pick<TPendingInvitation, 'invitationCode' | 'name' | 'email'>,
  invitationStatus: TInvitationAnswer,
  profile: Pick<TSessionProfile, 'name' | 'email'> | null,
  publicKey?: string,
): TAnswerInvitationRequest {
  const name = invitation.name.trim() || profile?.name.trim() || '';
  const email = invitation.email.trim() || profile?.email.trim() || '';
  return {
    invitationStatus,
    ...(publicKey ? { publicKey } : {}),
    membersRequiredParams: { ...(name ? { name } : {}), ...(email ? { email } : {}) },
    invitationCode: invitation.invitationCode,
  };
}
