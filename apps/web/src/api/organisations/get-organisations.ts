import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZOrganisationList, type TOrganisationListItem } from '@sigil/core';
import { apiClient } from '../../lib/api-client';
import { newestFirst } from '../../lib/format';
import { ORGANISATIONS_KEY } from './get-organisation';

/** Prefix of every organisations list query: an approved enrolment invalidates it. */
export const ORGANISATION_LISTS_KEY = [...ORGANISATIONS_KEY, 'list'] as const;

/** GET /api/v1/accounts?orgName= — the API answers oldest first. */
export async function getOrganisations(orgName: string): Promise<TOrganisationListItem[]> {
  const body = await apiClient.get('/v1/accounts', { query: { orgName: orgName || undefined } });
  return ZOrganisationList.parse(body);
}

export const getOrganisationsQueryOptions = (orgName: string) =>
  queryOptions({
    queryKey: [...ORGANISATION_LISTS_KEY, orgName] as const,
    queryFn: () => getOrganisations(orgName),
  });

/** The provider's organisations, newest first (spec §2), the last list shown while a search loads. */
export function useOrganisations(orgName: string) {
  return useQuery({
    ...getOrganisationsQueryOptions(orgName),
    select: newestFirst,
    placeholderData: keepPreviousData,
  });
}
