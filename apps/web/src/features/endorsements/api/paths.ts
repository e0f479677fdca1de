/**
 * The invitee's side of the invitation endpoints (spec §7 "Invitations";
 * docs/architecture.md, Invitations).
 */
export const INVITATIONS_PATH = '/api/v1/invitations/';
export const CLAIM_INVITATION_PATH = '/api/v1/invitations/claim';
export const ANSWER_INVITATION_PATH = '/api/v1/invitations/membershiprole/enroll';

/** The holder's side of endorsements and membership requests (spec §7 "Users and endorsements"). */
export const MY_ENDORSEMENTS_PATH = '/api/v1/endorsements/mine';
export const ENDORSABLE_ACCOUNTS_PATH = '/api/v1/users/endorsable-accounts';

/** GET …/my-approval-pending/{did}: the caller's requests still waiting (SENT, CHECKED). */
export const myPendingRequestsPath = (did: string) =>
  `/api/v1/users/my-approval-pending/${encodeURIComponent(did)}`;

/** GET …/my-history/{did}: the caller's decided requests (APPROVED, REJECTED). */
export const myRequestHistoryPath = (did: string) => `/api/v1/users/my-history/${encodeURIComponent(did)}`;

/** POST …/request-endorsement/{organisationDid}: apply to one of the organisation's active roles. */
export const requestEndorsementPath = (organisationDid: string) =>
  `/api/v1/users/request-endorsement/${encodeURIComponent(organisationDid)}`;

/** GET …/accounts/explorer/{search}: a DID, or part of an organisation's name. */
export const explorerPath = (search: string) => `/api/v1/accounts/explorer/${encodeURIComponent(search)}`;

/** POST …/endorsements/{id}/offer: one of my endorsements offered to another wallet (OpenID4VCI). */
export const endorsementOfferPath = (endorsementId: string) =>
  `/api/v1/endorsements/${encodeURIComponent(endorsementId)}/offer`;
