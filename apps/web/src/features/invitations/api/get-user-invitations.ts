import { sentInvitationList } from './get-sent-invitations';
import { invitationPath } from './paths';

const list = sentInvitationList('user', invitationPath('user-roles', 'sent'));

/** GET /api/v1/invitations/user-roles/sent?organizationDid= — invitations to custom roles and Machine User. */
export const getUserInvitations = list.get;

export const getUserInvitationsQueryOptions = list.queryOptions;

export const useUserInvitations = list.useList;
