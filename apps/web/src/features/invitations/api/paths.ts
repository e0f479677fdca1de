/** The invitation endpoints (spec §7 "Invitations"); each part of a path is encoded. */
export const INVITATIONS_PATH = '/api/v1/invitations';

/** /api/v1/invitations/{…parts} */
export function invitationPath(...parts: string[]): string {
  return [INVITATIONS_PATH, ...parts.map(encodeURIComponent)].join('/');
}
