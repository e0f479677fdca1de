/** The invitee's side of the invitation endpoints (spec §7 "Invitations"; DESIGN.md §10). */
export const INVITATIONS_PATH = '/api/v1/invitations/';
export const CLAIM_INVITATION_PATH = '/api/v1/invitations/claim';
export const ANSWER_INVITATION_PATH = '/api/v1/invitations/membershiprole/enroll';
