import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { ZInvitationList, type TInvitation, type TInvitationStatus } from '@sigil/core';
import { apiClient } from '../../../lib/api-client';
import { INVITATIONS_KEY } from './get-sent-invitations';
import { invitationPath } from './paths';
import { refreshQueries } from '../../../lib/refresh-queries';

export interface MachineUserInvitationFilter {
  /** Trimmed; '' means every organisation. */
  orgName: string;
  /** '' means every status. */
  status: TInvitationStatus | '';
}

/** Prefix of the provider's queries: a decision invalidates them. */
export const MACHINE_USER_INVITATIONS_KEY = [...INVITATIONS_KEY, 'machine-user'] as const;

export function invalidateMachineUserInvitations(queryClient: QueryClient): Promise<void> {
  return refreshQueries(queryClient, MACHINE_USER_INVITATIONS_KEY);
}

/** GET /api/v1/invitations/role-machine-user?status=&orgName= — every organisation's (provider). */
export async function getMachineUserInvitations(filter: MachineUserInvitationFilter): Promise<TInvitation[]> {
  const body = await apiClient.get(invitationPath('role-machine-user'), {
    query: { status: filter.status || undefined, orgName: filter.orgName || undefined },
  });
  return ZInvitationList.parse(body);
}

export const getMachineUserInvitationsQueryOptions = (filter: MachineUserInvitationFilter) =>
  queryOptions({
    queryKey: [...MACHINE_USER_INVITATIONS_KEY, filter] as const,
    queryFn: () => getMachineUserInvitations(filter),
  });

/** The previous rows stay while a new filter is fetched, so the table does not flash empty. */
export function useMachineUserInvitations(filter: MachineUserInvitationFilter) {
  return useQuery({ ...getMachineUserInvitationsQueryOptions(filter), placeholderData: keepPreviousData });
}
