/**
 * The membership-request and endorsement endpoints (spec §7 "Organisation-scheme memberships",
 * "Users and endorsements"); each part of a path is encoded.
 */
const ORG_SCHEMES_PATH = '/api/v1/trustanchor/orgschemes';

/** /api/v1/trustanchor/orgschemes/{…parts} */
export function orgSchemesPath(...parts: string[]): string {
  return [ORG_SCHEMES_PATH, ...parts.map(encodeURIComponent)].join('/');
}

export const REJECT_REQUEST_PATH = '/api/v1/users/reject-endorsement';

const ENDORSEMENTS_PATH = '/api/v1/endorsements';

/** /api/v1/endorsements[/{memberId}] */
export function endorsementsPath(memberId?: string): string {
  return memberId ? `${ENDORSEMENTS_PATH}/${encodeURIComponent(memberId)}` : ENDORSEMENTS_PATH;
}
