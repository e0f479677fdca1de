import { sentInvitationList } from './get-sent-invitations';
import { invitationPath } from './paths';

const list = sentInvitationList('admin', invitationPath('orgroles', 'sent'));

/** GET /api/v1/invitations/orgroles/sent?organizationDid= — invitations to Admin, UserAdmin, RoleAdmin. */
export const getAdminInvitations = list.get;

export const getAdminInvitationsQueryOptions = list.queryOptions;

export const useAdminInvitations = list.useList;
