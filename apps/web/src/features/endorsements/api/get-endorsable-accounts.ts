import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZEndorsableAccountList, type TEndorsableAccount } from '@sigil/core';
import { apiClient } from '../../../lib/api-client';
import { ENDORSABLE_ACCOUNTS_PATH } from './paths';

export const ENDORSABLE_ACCOUNTS_KEY = ['endorsable-accounts'] as const;

/**
 * GET /api/v1/users/endorsable-accounts?orgName= — the organisations one may apply to, each with its
 * active roles and their fields. A blank name asks for all of them.
 */
export async function getEndorsableAccounts(orgName: string): Promise<TEndorsableAccount[]> {
  const query = orgName ? { orgName } : undefined;
  return ZEndorsableAccountList.parse(await apiClient.get(ENDORSABLE_ACCOUNTS_PATH, { query }));
}

export function getEndorsableAccountsQueryOptions(orgName: string) {
  return queryOptions({
    queryKey: [...ENDORSABLE_ACCOUNTS_KEY, orgName] as const,
    queryFn: () => getEndorsableAccounts(orgName),
  });
}

/** The previous answer stays on screen while the next name's is fetched. */
export function useEndorsableAccounts(orgName: string) {
  return useQuery({ ...getEndorsableAccountsQueryOptions(orgName), placeholderData: keepPreviousData });
}
