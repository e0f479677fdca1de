/** The members endpoints (spec §7 "Accounts", "Users and endorsements"; /user/key). */

/** /api/accounts/{organisationDid}/members[/{memberDid}], each part encoded. */
export function organisationMembersPath(organisationDid: string, memberDid?: string): string {
  const parts = ['/api/accounts', encodeURIComponent(organisationDid), 'members'];
  if (memberDid) parts.push(encodeURIComponent(memberDid));
  return parts.join('/');
}

/** /api/v1/members/{memberId} */
export const memberPath = (memberId: string) => `/api/v1/members/${encodeURIComponent(memberId)}`;

export const KEY_USERS_PATH = '/api/v1/key-users';
