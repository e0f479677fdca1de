import { linkTo } from '../../lib/routing';

/** Paths and link builders of the endorsements screens (their pages link to each other; routes.ts uses them). */
export const ENDORSEMENTS_PATHS = {
  endorsements: '/endorsements',
  requestEndorsements: '/endorsements/request-endorsements',
  searchDid: '/search-did',
} as const;

export const toEndorsements = linkTo(ENDORSEMENTS_PATHS.endorsements);
export const toRequestEndorsements = linkTo(ENDORSEMENTS_PATHS.requestEndorsements);
export const toSearchDid = linkTo(ENDORSEMENTS_PATHS.searchDid);

/**
 * The query parameter of an invitation mail's link: {publicUrl}/endorsements?invitationCode={code}
 * (docs/architecture.md, Invitations). Opening it binds the invitation to the signed-in DID.
 */
export const INVITATION_CODE_PARAM = 'invitationCode';
