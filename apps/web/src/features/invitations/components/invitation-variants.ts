import { INVITATION_TYPES, type TInvitationType } from '@sigil/core';
import { getAdminInvitationsQueryOptions } from '../api/get-admin-invitations';
import { getUserInvitationsQueryOptions } from '../api/get-user-invitations';

/** The two invitation screens: an Admin invites to the admin roles, a UserAdmin to the others. */
export type TInvitationsVariant = 'admin' | 'user';

export const INVITATION_VARIANTS = {
  admin: {
    invitationType: INVITATION_TYPES.adminRole,
    listQueryOptions: getAdminInvitationsQueryOptions,
    // Spec §7: an Admin's invitation carries the role only; a UserAdmin's also names the
    // organisation and the inviting membership.
    sendsMembership: false,
  },
  user: {
    invitationType: INVITATION_TYPES.userRole,
    listQueryOptions: getUserInvitationsQueryOptions,
    sendsMembership: true,
  },
} as const satisfies Record<
  TInvitationsVariant,
  {
    invitationType: TInvitationType;
    listQueryOptions: typeof getAdminInvitationsQueryOptions;
    sendsMembership: boolean;
  }
>;
